import { useId, useState } from 'react';
import { FEED_MSG, type FeedItem } from '@delv/shared';
import Modal from '../../../components/Modal';
import { notifySuccess } from '../../../lib/notify';
import { itemNoun, itemPath } from '../links';

/**
 * Send: pass the card on outside Delv, by the phone's share sheet, WhatsApp, e-mail or a copied
 * link ('Link copied to clipboard'). Sharing inside Delv is the Share button.
 */
export default function SendModal({ item, onClose }: { item: FeedItem; onClose: () => void }) {
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${itemPath(item)}`;
  const noun = itemNoun(item);
  const message = `Have a look at this ${noun} on Delv: ${url}`;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notifySuccess(FEED_MSG.linkCopied);
    } catch {
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Modal open title={`Send this ${noun}`} onClose={onClose}>
      <div className="field">
        <label htmlFor={linkId}>Link</label>
        <input id={linkId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="feed-send-options">
        {canShare && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void navigator.share({ title: 'Delv', text: message, url }).catch(() => {})}
          >
            Share from this phone
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={copy}>
          {copied ? 'Link copied' : 'Copy link'}
        </button>
        <a
          className="btn btn-outline"
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          WhatsApp
        </a>
        <a
          className="btn btn-outline"
          href={`mailto:?subject=${encodeURIComponent(`A ${noun} on Delv`)}&body=${encodeURIComponent(message)}`}
        >
          E-mail
        </a>
      </div>
    </Modal>
  );
}
