import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConnectivity } from '../lib/offline';
import QueryView from './QueryView';

afterEach(() => resetConnectivity());

describe('QueryView', () => {
  it('when a screen failed to load offline, then it tries again by itself when the network returns', async () => {
    const refetch = vi.fn();
    render(
      <QueryView
        query={{ error: { status: 'FETCH_ERROR' }, isFetching: false, refetch }}
        words={['Loading groups', 'Groups could not be loaded']}
      />,
    );
    expect(screen.getByText('Groups could not be loaded')).toBeInTheDocument();
    expect(refetch).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('when the data is there, then the network coming back fetches nothing more from here', () => {
    const refetch = vi.fn();
    render(<QueryView query={{ data: ['a'], isFetching: false, refetch }}>{(items: string[]) => <p>{items.join(',')}</p>}</QueryView>);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(refetch).not.toHaveBeenCalled();
  });
});
