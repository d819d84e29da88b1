import { useId, useState } from 'react';
import { FEED_MSG, type FeedItem } from '@delv/shared';
import Modal from '../../../components/Modal';
import { notifySuccess } from '../../../lib/notify';
import { itemNoun, itemPath } from '../links';
import { useMessagesNow, useT } from '../../../i18n';

/**
 * Send: pass the card on outside Delv, by the phone's share sheet, WhatsApp, e-mail or a copied
 * link ('Link copied to clipboard'). Sharing inside Delv is the Share button.
 */
export default function SendModal({ item, onClose }: { item: FeedItem; onClose: () => void }) {
  const t = useT('feed');
  // Opened from the feed or a post's page, which have loaded FEED_MSG.
  const tm = useMessagesNow();
  const linkId = useId();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${itemPath(item)}`;
  const kind = itemNoun(item);
  const message = t('send.message', { kind, url });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      notifySuccess(tm(FEED_MSG.linkCopied));
    } catch {
      (document.getElementById(linkId) as HTMLInputElement | null)?.select();
    }
  };

  return (
    <Modal open title={t('send.title', { kind })} onClose={onClose}>
      <div className="field">
        <label htmlFor={linkId}>{t('send.link')}</label>
        <input id={linkId} readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </div>
      <div className="feed-send-options">
        {canShare && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void navigator.share({ title: 'Delv', text: message, url }).catch(() => {})}
          >
            {t('send.phone')}
          </button>
        )}
        <button type="button" className="btn btn-outline" onClick={copy}>
          {copied ? t('send.copied') : t('send.copy')}
        </button>
        <a
          className="btn btn-outline"
          href={`https://wa.me/?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('send.whatsapp')}
        </a>
        <a
          className="btn btn-outline"
          href={`mailto:?subject=${encodeURIComponent(t('send.subject', { kind }))}&body=${encodeURIComponent(message)}`}
        >
          {t('send.email')}
        </a>
      </div>
    </Modal>
  );
}
