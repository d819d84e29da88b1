import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A control whose value lives in the address (a filter, a sort) shows a tap at once: the value is
 * local state first, and the address follows (react-router navigates in a transition, which a
 * loaded machine or a slow phone renders late: a box driven by the URL alone flipped back after
 * the click for a moment). When the address changes by other means (Back, a link, a new search),
 * the value follows it. `keyOf` tells values apart (the query string they make).
 */
export function useUrlState<T, O = undefined>(
  fromUrl: T,
  keyOf: (value: T) => string,
  write: (value: T, options?: O) => void,
): [T, (next: T, options?: O) => void] {
  const [local, setLocal] = useState<T>(fromUrl);
  // Keys written by change() that the address has not shown yet, oldest first.
  const pending = useRef<string[]>([]);
  const latestFromUrl = useRef(fromUrl);
  latestFromUrl.current = fromUrl;
  const urlKey = keyOf(fromUrl);

  useEffect(() => {
    const mine = pending.current.indexOf(urlKey);
    if (mine >= 0) {
      pending.current = pending.current.slice(mine + 1);
      // A newer tap is on its way: keep showing it.
      if (pending.current.length) return;
    } else {
      pending.current = [];
    }
    setLocal(latestFromUrl.current);
  }, [urlKey]);

  const keyRef = useRef(keyOf);
  keyRef.current = keyOf;
  const writeRef = useRef(write);
  writeRef.current = write;
  const change = useCallback((next: T, options?: O) => {
    setLocal(next);
    pending.current.push(keyRef.current(next));
    writeRef.current(next, options);
  }, []);

  return [local, change];
}
