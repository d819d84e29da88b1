/**
 * A field's name as its path: `links[0].url` and `links.0.url` give ['links', '0', 'url'];
 * `a["b.c"]` gives ['a', 'b.c']. An array is taken as the path already.
 */
export default function toPath(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const name = String(value);
  const path: string[] = [];
  let i = 0;
  if (name.startsWith('.')) path.push('');
  while (i < name.length) {
    const c = name[i];
    if (c === '.') {
      i++;
      if (i === name.length || name[i] === '.') path.push('');
    } else if (c === '[') {
      const quote = name[i + 1];
      if (quote === '"' || quote === "'") {
        let key = '';
        let j = i + 2;
        for (; j < name.length && name[j] !== quote; j++) key += name[j] === '\\' ? name[++j] : name[j];
        path.push(key);
        i = name.indexOf(']', j) + 1 || name.length;
      } else {
        const end = name.indexOf(']', i);
        path.push(name.slice(i + 1, end < 0 ? name.length : end));
        i = end < 0 ? name.length : end + 1;
      }
    } else {
      let j = i;
      while (j < name.length && name[j] !== '.' && name[j] !== '[') j++;
      path.push(name.slice(i, j));
      i = j;
    }
  }
  return path;
}
