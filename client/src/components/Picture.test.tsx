import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setDataSaverSetting } from '../lib/dataSaver';
import Picture, { cappedSizes } from './Picture';

const photo = {
  publicUrl: '/files/posts/p/photo.jpg',
  width: 4000,
  height: 3000,
  variants: [160, 320, 480, 640, 960].map((w) => ({ url: `/files/posts/p/photo-${w}w.webp`, width: w, height: (w * 3) / 4, size: w * 60 })),
};

describe('Picture', () => {
  afterEach(() => act(() => setDataSaverSetting(false)));

  it('offers every width with the sizes given, keeps its space and loads lazily', () => {
    render(<Picture image={photo} alt="Field trip" sizes="calc(100vw - 48px)" />);
    const img = screen.getByRole('img', { name: 'Field trip' });
    expect(img.getAttribute('srcset')).toBe(photo.variants.map((v) => `${v.url} ${v.width}w`).join(', '));
    expect(img).toHaveAttribute('sizes', 'calc(100vw - 48px)');
    expect(img).toHaveAttribute('width', '4000');
    expect(img).toHaveAttribute('height', '3000');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('src', '/files/posts/p/photo-480w.webp');
  });

  it('shows the stored file until its variants exist', () => {
    render(<Picture image={{ publicUrl: '/files/a.png', width: 10, height: 10, variants: [] }} alt="A" sizes="40px" />);
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('src', '/files/a.png');
    expect(img).not.toHaveAttribute('srcset');
  });

  it('in data saver mode offers only the small widths, and a feed photo waits for a tap that says its cost', () => {
    act(() => setDataSaverSetting(true));
    render(<Picture image={photo} alt="Field trip" sizes="calc(100vw - 48px)" tapToLoad />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Show photo \(19 kB\)/ }));
    const img = screen.getByRole('img', { name: 'Field trip' });
    expect(img.getAttribute('srcset')).toBe('/files/posts/p/photo-160w.webp 160w, /files/posts/p/photo-320w.webp 320w');
  });

  it('scales sizes down past the density worth downloading', () => {
    expect(cappedSizes('(min-width: 757px) calc(100vw - 300px), calc(100vw - 48px)', 1.5, 3)).toBe(
      '(min-width: 757px) calc(calc(100vw - 300px) * 0.500), calc(calc(100vw - 48px) * 0.500)',
    );
    expect(cappedSizes('540px', 2, 2)).toBe('540px');
  });
});
