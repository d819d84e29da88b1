import { describe, expect, it } from 'vitest';
import { displayCategory, roleOf } from './categories';

describe('roles from usercategory', () => {
  it('when the first entry is mentor, then the role is mentor whatever follows', () => {
    expect(roleOf(['mentor', 'trainer'])).toBe('mentor');
  });
  it('when the first entry is institution, then the role is institution', () => {
    expect(roleOf(['institution'])).toBe('institution');
  });
  it('when the first entry is a learner category or missing, then learner', () => {
    expect(roleOf(['student', 'mentor'])).toBe('learner');
    expect(roleOf(undefined)).toBe('learner');
  });
  it('when displayed, then the last entry is shown with its label', () => {
    expect(displayCategory(['student', 'employee'])).toBe('Employed');
    expect(displayCategory([])).toBe('');
  });
});
