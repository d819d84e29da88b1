import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUrlState } from './useUrlState';

/** The address is a prop here: the test decides when (and whether) a write shows in it. */
const setup = (url: string) => {
  const write = vi.fn();
  const hook = renderHook(({ fromUrl }) => useUrlState(fromUrl, (v: string) => v, write), { initialProps: { fromUrl: url } });
  return { write, hook, value: () => hook.result.current[0], change: (v: string) => act(() => hook.result.current[1](v)) };
};

describe('useUrlState', () => {
  it('when a control changes, then its value shows at once, before the address has followed', () => {
    const { write, value, change } = setup('types=');
    change('types=Sessions');
    expect(value()).toBe('types=Sessions');
    expect(write).toHaveBeenCalledWith('types=Sessions', undefined);
  });

  it('when two taps come before the address shows the first, then the first arriving does not flip the value back', () => {
    const { hook, value, change } = setup('a');
    change('b');
    change('c');
    hook.rerender({ fromUrl: 'b' });
    expect(value()).toBe('c');
    hook.rerender({ fromUrl: 'c' });
    expect(value()).toBe('c');
  });

  it('when the address changes by other means (Back, a link), then the value follows it', () => {
    const { hook, value, change } = setup('a');
    change('b');
    hook.rerender({ fromUrl: 'b' });
    hook.rerender({ fromUrl: 'a' });
    expect(value()).toBe('a');
  });
});
