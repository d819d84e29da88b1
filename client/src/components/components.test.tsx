import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../test/render';
import Avatar, { colourFor, initialsOf } from './Avatar';
import Footer from './Footer';
import Modal from './Modal';
import NotFoundPage from './NotFoundPage';
import Tabs from './Tabs';
import TagInput from './TagInput';
import { Form, Formik } from 'formik';
import { RadioInput } from './form';
import TagInputOnUse from './TagInputOnUse';

describe('Avatar', () => {
  it('when there is no picture, then it shows the initials in a colour derived from the name', () => {
    render(<Avatar user={{ firstname: 'amina', lastname: 'Nakato' }} />);
    const img = screen.getByRole('img', { name: 'amina Nakato' });
    expect(img).toHaveTextContent('AN');
    expect(colourFor('amina Nakato')).toBe(colourFor('amina Nakato'));
    expect(initialsOf(null)).toBe('?');
  });
  it('when there is a picture, then it shows the picture', () => {
    render(<Avatar user={{ firstname: 'A', lastname: 'B', profilePicture: { publicUrl: '/files/a.png' } }} size={64} />);
    expect(screen.getByRole('img', { name: 'A B' })).toHaveAttribute('src', '/files/a.png');
  });
});

describe('Footer', () => {
  it('shows the current year, not a fixed one, and Kampala, Uganda', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} Delv`))).toBeInTheDocument();
    expect(screen.getByText('Kampala, Uganda')).toBeInTheDocument();
  });

  it('links to Delv on the social networks (in a new tab) and says how to put Delv on an Android or iOS phone', () => {
    renderWithProviders(<Footer />);
    const social = screen.getByRole('navigation', { name: 'Follow Delv' });
    for (const network of ['Facebook', 'X', 'LinkedIn', 'Instagram', 'YouTube']) {
      const link = within(social).getByRole('link', { name: network });
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText('Android').closest('li')).toHaveTextContent('Android: open Delv in Chrome, then choose Install app.');
    expect(screen.getByText('iOS').closest('li')).toHaveTextContent(/^iOS: open Delv in Safari/);
  });
});

describe('NotFoundPage', () => {
  it("shows the spec's words and a way home", () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByText("OOPS! We can't seem to find the page you were looking for")).toBeInTheDocument();
    expect(screen.getByText(/might be removed or is temporarily unavailable/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('Modal', () => {
  function Harness({ onClose }: { onClose: () => void }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Modal
          open={open}
          title="Invite a friend"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <input aria-label="Friend e-mail" />
        </Modal>
      </>
    );
  }
  it('when opened, then it is a labelled modal dialog with focus inside; Esc closes and focus returns', async () => {
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a friend' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await ue.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

describe('Tabs', () => {
  it('when ArrowRight is pressed, then the next tab is chosen and focused', async () => {
    function Harness() {
      const [active, setActive] = useState('about');
      return (
        <Tabs
          tabs={[
            { id: 'about', label: 'About' },
            { id: 'reviews', label: 'Reviews' },
          ]}
          active={active}
          onChange={setActive}
        />
      );
    }
    render(<Harness />);
    const ue = userEvent.setup();
    await ue.click(screen.getByRole('tab', { name: 'About' }));
    await ue.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
  });
});

describe('TagInput', () => {
  function Harness() {
    const [tags, setTags] = useState<string[]>([]);
    return <TagInput label="Specialities" value={tags} onChange={setTags} />;
  }
  it('when Enter, comma or Tab follow a word, then it becomes a tag; over 40 characters is refused', async () => {
    render(<Harness />);
    const ue = userEvent.setup();
    const input = screen.getByLabelText('Specialities');
    await ue.type(input, 'Data{Enter}Cloud,DevOps');
    await ue.tab();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['Data', 'Cloud', 'DevOps']);
    await ue.click(input);
    await ue.type(input, `${'x'.repeat(41)}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent('Each tag must be at most 40 characters');
    await ue.click(screen.getByRole('button', { name: 'Remove Cloud' }));
    expect(screen.queryByText('Cloud')).toBeNull();
  });
});

describe('RadioInput', () => {
  it("when a radio is chosen, then the form's value is its value and only it is checked, as formik's Field type=radio", async () => {
    const submitted = vi.fn();
    render(
      <Formik initialValues={{ audience: 'mentors' }} onSubmit={submitted}>
        <Form>
          <label>
            <RadioInput name="audience" value="mentors" /> Mentors
          </label>
          <label>
            <RadioInput name="audience" value="learners" /> Learners
          </label>
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Mentors' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Learners' }));
    expect(screen.getByRole('radio', { name: 'Learners' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mentors' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Learners' })).toHaveAttribute('name', 'audience');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0][0]).toEqual({ audience: 'learners' });
  });
});

describe('TagInputOnUse', () => {
  it('when the box is focused and typed in, then TagInput comes with the text and the focus, and Enter makes the tag', async () => {
    const onChange = vi.fn();
    renderWithProviders(<TagInputOnUse label="Specialities" value={[]} onChange={onChange} />);
    const user = userEvent.setup();
    const first = screen.getByLabelText('Specialities');
    await user.click(first);
    await user.keyboard('design');
    await waitFor(() => expect(screen.getByLabelText('Specialities')).not.toBe(first));
    expect(screen.getByLabelText('Specialities')).toHaveFocus();
    expect(screen.getByLabelText('Specialities')).toHaveValue('design');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(['design']);
  });

  it('when the box is left with text in it, then that text becomes a tag, as TagInput does on blur', async () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    renderWithProviders(
      <>
        <TagInputOnUse label="Specialities" value={[]} onChange={onChange} onBlur={onBlur} />
        <button type="button">Next</button>
      </>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Specialities'));
    await user.keyboard('design');
    await user.tab();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['design']));
    expect(onBlur).toHaveBeenCalled();
  });

  it('when there are tags or an error already, then the whole TagInput shows them', async () => {
    renderWithProviders(
      <TagInputOnUse label="Specialities" value={['design']} onChange={vi.fn()} error="Each tag must be at most 40 characters" />,
    );
    expect(await screen.findByRole('button', { name: /design/ })).toBeInTheDocument();
    expect(screen.getByText('Each tag must be at most 40 characters')).toBeInTheDocument();
  });
});
