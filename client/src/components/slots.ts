import type { ComponentType } from 'react';
import type { ContentItem, ReportKind, SocialKind } from '@delv/shared';

/*
 * What one feature shows of another on a screen: the page in app/ hands it in (a feature imports
 * no other feature), typed here so both sides agree.
 */

/** A dialog opened on use (usually lazy: its code downloads when it opens). */
export type ModalComponent = ComponentType<{ open: boolean; onClose: () => void }>;

/** How a library item shows in a list (the content feature's card). */
export type ContentCardComponent = ComponentType<{ item: ContentItem; href?: string }>;

/** A mentor's upcoming sessions (the sessions feature's list in a dialog). */
export type UpcomingSessionsComponent = ComponentType<{ mentorId: string; mentorName: string; onClose: () => void }>;

/** The reviews of something (content, a person, an institution): the list and the form. */
export interface ReviewParts {
  List: ComponentType<{ about: SocialKind; id: string; sortable?: boolean; emptyText?: string }>;
  Modal: ComponentType<{ open: boolean; onClose: () => void; about: SocialKind; id: string; title: string }>;
  /** Starts the form's download when someone is about to open it (hover, focus). */
  preload: () => void;
}

/** "Report" on a thing (the moderation feature's button and its dialog). */
export type ReportComponent = ComponentType<{ kind: ReportKind; id: string }>;
