import { afterEach, describe, expect, it } from 'vitest';
import { browserSavesData, isDataSaverOn } from './dataSaver';

afterEach(() => {
  delete document.documentElement.dataset.saveData;
});

describe('data saver', () => {
  it('when the server marks the page (the browser sent Save-Data: on), then data saver is on without navigator.connection', () => {
    expect('connection' in navigator && (navigator as { connection?: { saveData?: boolean } }).connection?.saveData).toBeFalsy();
    expect(isDataSaverOn()).toBe(false);
    document.documentElement.dataset.saveData = 'on';
    expect(browserSavesData()).toBe(true);
    expect(isDataSaverOn()).toBe(true);
  });
});
