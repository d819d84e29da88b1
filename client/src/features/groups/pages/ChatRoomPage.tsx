import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import HiddenNotice from '../../../components/HiddenNotice';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Chat, DiscussionGroup } from '@delv/shared';
import EmptyState from '../../../components/EmptyState';
import { useAppSelector } from '../../../lib/hooks';
import { apiErrorMessage, getLanguage, loadCatalogue, translateMessage, useMessages, useT } from '../../../i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { selectCurrentUser } from '../../../lib/session';
import { useAcceptGroupInvitationMutation, useGetGroupQuery, useListChatsQuery, useRequestToJoinMutation } from '../api';
import { forgetGroupInvitation } from '../../../lib/groupInvitation';
import ChatFeed from '../components/ChatFeed';
import { GroupPicture, GroupTags, unreadText } from '../components/GroupParts';
import JoinButton from '../components/JoinButton';
import MemberList from '../components/MemberList';
import '../groups.css';
import QueryView from '../../../components/QueryView';
import type { ReportComponent } from '../../../components/slots';

// The dialogs come when first opened: the room's first paint does not wait for their code.
const InviteModal = lazy(() => import('../components/InviteModal'));
const AddMembersModal = lazy(() => import('../components/AddMembersModal'));
const NewChatModal = lazy(() => import('../components/NewChatModal'));

/**
 * /ChatRoom/:groupID (spec 001 §2): the group and its members, 'Discussions (count)', and the open
 * discussion. The open discussion is in the address (?chat=), so a link and Back keep it. Below
 * 760 px one column shows at a time: the list, or the discussion with a back button.
 */
/** `Report`: the moderation feature's button on the group and on others' messages, handed in by the page in app/. */
export default function ChatRoomPage({ Report }: { Report?: ReportComponent }) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const { groupID = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const me = useAppSelector(selectCurrentUser);
  const { currentData, error, isFetching, refetch } = useGetGroupQuery(groupID);
  const group = currentData?.data;
  useAcceptInvitation(groupID, group?.isMember);
  // The room's live updates: after the first paint, as the live stream itself (app/SignedIn.tsx).
  useEffect(() => void import('../live'), []);

  if (!group)
    return (
      <QueryView
        query={{ data: group, error, isFetching, refetch }}
        words={[t('room.loading'), t('room.failed')]}
        messages={tm}
        frame="container"
        also={
          <Link className="btn btn-outline" to="/groups">
            {t('room.allGroups')}
          </Link>
        }
      />
    );
  const chatId = params.get('chat');
  const openChat = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set('chat', id);
    else next.delete('chat');
    setParams(next);
  };

  return (
    <div className={chatId ? 'chat-room chat-room-open' : 'chat-room'}>
      <header className="chat-room-bar">
        <Link to="/groups" className="btn btn-link">
          {t('room.back')}
        </Link>
        <h1>{group.groupName}</h1>
        <HiddenNotice hidden={group.hiddenByModerator} />
      </header>
      <GroupPanel group={group} Report={Report} />
      {group.isMember ? (
        <Discussions group={group} me={me?._id ?? ''} chatId={chatId} onOpen={openChat} Report={Report} />
      ) : (
        <Outside group={group} />
      )}
    </div>
  );
}

/**
 * Someone not in the group: one clear state and at most one button (issue 27 #9). Nothing they may
 * not read is asked for: the group's `can` says what they may do.
 */
function Outside({ group }: { group: DiscussionGroup }) {
  const t = useT('groups');
  const [title, text] = group.closed
    ? [t('room.closedTitle'), t('room.closedText')]
    : group.isAdmin
      ? [t('room.runTitle'), t('room.runText')]
      : group.privacy === 'Private'
        ? [t('room.privateTitle'), t(group.requested ? 'room.requestedText' : 'room.privateText')]
        : [t('room.joinFirstTitle'), t(group.requested ? 'room.requestedText' : 'room.joinFirstText')];
  return (
    <section className="chat-list chat-join card">
      <EmptyState title={title} text={text} action={<JoinButton group={group} />} />
    </section>
  );
}

/**
 * Arriving from a group invitation (?invitation=1, after /invitation/login/:groupID or sign-up):
 * the server lets the person in if the invitation was sent to their address; the address loses
 * the flag either way.
 */
function useAcceptInvitation(groupId: string, isMember: boolean | undefined) {
  // The answer is a FEED_MSG (the invitation's): fetched for it, not with every room.
  const say = (notify: (text: string) => void, message: string) =>
    void loadCatalogue('messages.FEED_MSG', getLanguage())
      .catch(() => undefined)
      .then(() => notify(translateMessage(message)));
  const [params, setParams] = useSearchParams();
  const [accept] = useAcceptGroupInvitationMutation();
  const tried = useRef(false);
  const invited = params.get('invitation') === '1';
  useEffect(() => {
    if (!invited || isMember === undefined || tried.current) return;
    tried.current = true;
    forgetGroupInvitation();
    const next = new URLSearchParams(params);
    next.delete('invitation');
    setParams(next, { replace: true });
    if (isMember) return;
    accept(groupId)
      .unwrap()
      .then((answer) => say(notifySuccess, answer.message ?? ''))
      .catch((err) => say(notifyError, apiErrorMessage(err)));
  }, [invited, isMember, groupId, params, setParams, accept]);
}

function GroupPanel({ group, Report }: { group: DiscussionGroup; Report?: ReportComponent }) {
  const t = useT('groups');
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  return (
    <aside className="chat-group card" aria-label={t('room.about', { name: group.groupName })}>
      <div className="group-card-head">
        <GroupPicture group={group} eager />
        <div>
          <p className="group-meta muted">
            {t(group.privacy === 'Public' ? 'privacy.public' : 'privacy.private')} · {t('members.count', { count: group.memberCount })}
          </p>
        </div>
      </div>
      {group.description && <p className="group-description">{group.description}</p>}
      <GroupTags tags={group.hashTag} />
      <div className="chat-group-actions">
        {group.can.addMembers && (
          <button type="button" className="btn btn-outline" onClick={() => setAdding(true)} aria-label={t('add.open')}>
            <span aria-hidden="true">+</span> {t('add.button')}
          </button>
        )}
        {group.can.invite && (
          <button type="button" className="btn btn-outline" onClick={() => setInviting(true)}>
            {t('invite.button')}
          </button>
        )}
        {group.can.leave && <JoinButton group={group} allowLeave />}
        {Report && !group.isAdmin && <Report kind="group" id={group._id} />}
        {/* Its admins hide or remove what is reported in it (issue 31). */}
        {group.isAdmin && (
          <Link to="/moderation/local" className="btn btn-link">
            {t('room.reports')}
          </Link>
        )}
      </div>
      {group.can.read && (
        <details className="chat-group-members" open={window.matchMedia?.('(min-width: 760px)').matches}>
          <summary>{t('members.title', { count: group.memberCount, name: group.groupName })}</summary>
          <MemberList group={group} withJoin={false} />
        </details>
      )}
      <Suspense fallback={null}>
        {inviting && <InviteModal groupId={group._id} groupName={group.groupName} open onClose={() => setInviting(false)} />}
        {adding && <AddMembersModal groupId={group._id} groupName={group.groupName} open onClose={() => setAdding(false)} />}
      </Suspense>
    </aside>
  );
}

function Discussions({
  group,
  me,
  chatId,
  onOpen,
  Report,
}: {
  group: DiscussionGroup;
  me: string;
  chatId: string | null;
  onOpen: (id: string | null) => void;
  Report?: ReportComponent;
}) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const [creating, setCreating] = useState(false);
  const { currentData, error, isFetching, refetch } = useListChatsQuery(group._id);
  const chats = currentData?.data ?? [];
  const open = chats.find((c) => c._id === chatId) ?? null;

  return (
    <>
      <section className="chat-list card" aria-labelledby="discussions-title">
        <div className="chat-list-head">
          <h2 id="discussions-title">{t('room.discussions', { count: chats.length })}</h2>
          <button type="button" className="btn btn-outline group-btn-small" onClick={() => setCreating(true)}>
            {t('newChat.open')}
          </button>
        </div>
        <QueryView query={{ data: currentData, error, isFetching, refetch }} words={[t('room.loadingChats')]} messages={tm} inline />
        {currentData && chats.length === 0 && <p className="muted">{t('room.noChats')}</p>}
        <ul className="chat-titles">
          {chats.map((c) => (
            <li key={c._id}>
              <button
                type="button"
                className={c._id === chatId ? 'chat-title active' : 'chat-title'}
                aria-current={c._id === chatId}
                onClick={() => onOpen(c._id)}
              >
                <span className="chat-title-text">{c.title}</span>
                <span className="muted chat-title-meta">{t('members.count', { count: c.memberCount })}</span>
                {c.unread > 0 && (
                  <span className="badge" aria-label={t('unread.label', { count: c.unread })}>
                    {unreadText(c.unread)}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </section>
      <div className="chat-main card">
        {open ? (
          <>
            <div className="chat-main-head">
              <button type="button" className="btn btn-link chat-back" onClick={() => onOpen(null)}>
                {t('room.backToList')}
              </button>
              <h2>{open.title}</h2>
              {/* The discussion as a whole, for its members but the one who opened it (issue 31). */}
              {Report && open.isMember && !open.isAdmin && <Report kind="discussion" id={open._id} />}
              <HiddenNotice hidden={open.hiddenByModerator} />
            </div>
            {open.isMember ? (
              <ChatFeed key={open._id} groupId={group._id} chat={open} me={me} isGroupAdmin={group.isAdmin} Report={Report} />
            ) : (
              <NotInChat chat={open} />
            )}
          </>
        ) : (
          <EmptyState title={t('room.pickTitle')} text={chats.length ? t('room.pickText') : t('room.startText')} />
        )}
      </div>
      <Suspense fallback={null}>
        {creating && <NewChatModal groupId={group._id} me={me} open onClose={() => setCreating(false)} onCreated={(id) => onOpen(id)} />}
      </Suspense>
    </>
  );
}

/** 'Chats': someone in the group but not in this discussion asks its admin (spec 001 §2). */
function NotInChat({ chat }: { chat: Chat }) {
  const t = useT('groups');
  const tm = useMessages('GROUP_MSG');
  const [ask, { isLoading }] = useRequestToJoinMutation();
  const onAsk = async () => {
    try {
      const answer = await ask({ whatToJoin: 'chat', idOfWhatToJoin: chat._id, groupId: chat.groupId }).unwrap();
      notifySuccess(tm(answer.message));
    } catch (err) {
      notifyError(tm(apiErrorMessage(err)));
    }
  };
  return (
    <EmptyState
      title={t('room.chatsTitle')}
      text={chat.requested ? t('room.chatRequested') : t('room.notInChat')}
      action={
        !chat.requested && (
          <button type="button" className="btn btn-primary" onClick={onAsk} disabled={isLoading}>
            {t('room.askToJoin')}
          </button>
        )
      }
    />
  );
}
