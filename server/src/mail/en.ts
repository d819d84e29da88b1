import { priceText, type MailTexts, type NoticeFacts, type SessionFacts } from './words';

function details(s: SessionFacts): string {
  return [
    `When: ${s.when} (${s.minutes} minutes)`,
    `Presenter: ${s.presenter}`,
    `Organiser: ${s.organiser}`,
    `Price: ${priceText(s.price, 'FREE')}`,
    s.meetingLink ? `Meeting link: ${s.meetingLink}` : 'Meeting link: the organiser will share it before the session.',
  ].join('\n');
}

const AS_EN = { Cash: 'cash', Airtime: 'airtime', Internet_Data: 'internet data' } as const;

/** 'Amina Said', 'Amina Said and Juma Ali', 'Amina Said and 12 others'. */
function whoEn(n: NoticeFacts): string {
  if (!n.names.length) return 'Someone';
  if (n.count === 2 && n.names.length > 1) return `${n.names[0]} and ${n.names[1]}`;
  if (n.count <= 1) return n.names[0];
  return `${n.names[0]} and ${n.count - 1} ${n.count === 2 ? 'other' : 'others'}`;
}

/** English e-mails (the spec's language). */
export const en: MailTexts = {
  frame: { copyLink: 'If the button does not work, copy this address into your browser:', signature: '— Delv' },
  confirmation: ({ firstname }) => ({
    subject: 'Confirm your Delv account',
    text: `Hello ${firstname},\n\nWelcome to Delv. Please confirm your e-mail address to start using your account.`,
    linkLabel: 'Confirm my e-mail address',
  }),
  passwordReset: ({ firstname, minutes }) => ({
    subject: 'Reset your Delv password',
    text:
      `Hello ${firstname},\n\nSomeone asked to reset the password of your Delv account. ` +
      `The link works once and expires in ${minutes} minutes. If it was not you, ignore this e-mail.`,
    linkLabel: 'Choose a new password',
  }),
  signupAttempt: ({ firstname }) => ({
    subject: 'Someone tried to sign up to Delv with your e-mail',
    text:
      `Hello ${firstname},\n\nSomeone just tried to create a Delv account with this e-mail address, ` +
      'which already has one. If it was you, sign in instead, or reset your password if you forgot it. ' +
      'If it was not you, you can ignore this e-mail: nothing has changed on your account.',
    linkLabel: 'Reset my password',
  }),
  guardianConsent: ({ firstname }) => ({
    subject: `${firstname} asks you to agree to their Delv account`,
    text:
      `Hello,\n\n${firstname} signed up to Delv, a career-guidance and mentoring platform for East Africa, ` +
      'and gave this address as their parent’s or guardian’s. Because they are under 18, the law (Uganda’s Data Protection ' +
      'and Privacy Act 2019, Kenya’s Data Protection Act 2019) asks for your consent before we use their personal data. ' +
      'Until you agree, their account can only read public pages.\n\n' +
      'What we keep: their name, e-mail, country, date of birth, what they write, the groups and sessions they join, ' +
      'and their points. Why: to show them courses, mentors and groups and to let them take part. Adults cannot chat with ' +
      'them alone, and messages to them that carry phone numbers or e-mail addresses are held for review.\n\n' +
      'The page behind the button says this in full. You can withdraw your consent on the same page at any time, ' +
      'with the same link: their account is then limited again. If you do not know this person, ignore this e-mail.',
    linkLabel: 'Read and decide',
  }),
  safeguardingConcern: ({ firstname, reason }) => ({
    subject: 'A concern about young people was reported on Delv',
    text:
      `Hello ${firstname},\n\nSomeone reported something on Delv as ` +
      (reason === 'safeguarding_concern' ? 'a safeguarding concern' : 'not suitable for young people') +
      '. As a safeguarding lead you hear of it first. Please look at it soon: the details are on Delv, behind sign-in.',
    linkLabel: 'Open the concerns',
  }),
  invitation: ({ inviterName }) => ({
    subject: `${inviterName} invites you to Delv`,
    text: `Hello,\n\n${inviterName} invites you to join Delv: practical career guidance, mentors and courses for East Africa. Joining is free.`,
    linkLabel: 'Join Delv',
  }),
  groupInvitation: ({ inviterName, groupName, days, needsApproval }) => ({
    subject: `${inviterName} invites you to the group ${groupName} on Delv`,
    text: `Hello,\n\n${inviterName} invites you to join the group "${groupName}" on Delv, to learn and talk with peers who share your goals. Sign in, or create a free account, and ${needsApproval ? 'an admin of the group lets you in' : 'you are in'}. The link works for ${days} days.`,
    linkLabel: 'Join the group',
  }),
  // To the support team: the subject line stays generic (mail logs keep subjects), the sender's
  // words are in the body.
  contactMessage: ({ id, name, email, subject, message }) => ({
    subject: 'A message from the contact form',
    text: `From: ${name} <${email}>\nSubject: ${subject}\nReference: ${id}\n\n${message}`,
    linkLabel: 'Reply',
  }),
  sessionRegistered: (s) => ({
    subject: `Registration confirmed: ${s.title}`,
    text:
      `Hello ${s.firstname},\n\nYou are registered for "${s.title}".\n\n${details(s)}\n\n` +
      'The attached calendar file (delv-session.ics) adds the session to your calendar. We will also remind you one hour before it starts.',
    linkLabel: 'View the session',
  }),
  sessionUpdated: (s) => ({
    subject: `Session updated: ${s.title}`,
    text:
      `Hello ${s.firstname},\n\nThe organiser has updated "${s.title}", which you registered for. Here are the current details:\n\n` +
      `${details(s)}\n\nOpen the attached calendar file to update your calendar.`,
    linkLabel: 'View the session',
  }),
  sessionCancelled: (s) => ({
    subject: `Session cancelled: ${s.title}`,
    text:
      `Hello ${s.firstname},\n\nThe organiser has cancelled "${s.title}", planned for ${s.when}. We are sorry for the change of plans.\n\n` +
      'The attached calendar file removes it from your calendar.',
    linkLabel: 'Find other sessions',
  }),
  sessionReminder: (s) => ({
    subject: `Starting in one hour: ${s.title}`,
    text: `Hello ${s.firstname},\n\n"${s.title}" starts in about one hour.\n\n${details(s)}`,
    linkLabel: s.meetingLink ? 'Join the session' : 'View the session',
  }),
  claimApproved: (c) => ({
    subject: 'Your Delv claim was approved',
    text: `Hello ${c.firstname},\n\nYour claim of ${c.points} points as ${AS_EN[c.redeemableAs]} was approved. We will write again when it is paid.`,
    linkLabel: 'See my points',
  }),
  claimRejected: (c) => ({
    subject: 'Your Delv claim was not approved',
    text:
      `Hello ${c.firstname},\n\nYour claim of ${c.points} points as ${AS_EN[c.redeemableAs]} was not approved, and the points are back in your balance.` +
      (c.feedback ? `\n\nThe reviewer wrote: ${c.feedback}` : ''),
    linkLabel: 'See my points',
  }),
  claimPaid: (c) => ({
    subject: 'Your Delv claim was paid',
    text: `Hello ${c.firstname},\n\nYour claim of ${c.points} points as ${AS_EN[c.redeemableAs]} was paid. Payment reference: ${c.reference}`,
    linkLabel: 'See my points',
  }),
  mentorAccountCreated: ({ firstname, institutionName, days }) => ({
    subject: `${institutionName} added you as a mentor on Delv`,
    text:
      `Hello ${firstname},\n\n${institutionName} created a Delv mentor account for you and added you to its mentors. ` +
      `Choose a password to sign in. The link works once and expires in ${days} days; after that, use "Forgot password".`,
    linkLabel: 'Choose my password',
  }),
  mentorInvitation: ({ firstname, institutionName, days }) => ({
    subject: `${institutionName} invites you to be one of its mentors`,
    text:
      `Hello ${firstname},\n\n${institutionName} invites you to be one of its mentors on Delv. ` +
      `Accept or decline the invitation under My Affiliations. It expires in ${days} days.`,
    linkLabel: 'See the invitation',
  }),
  memberInvitation: ({ name, institutionName, days }) => ({
    subject: `${institutionName} invites you to join it on Delv`,
    text:
      `Hello${name ? ` ${name}` : ''},\n\n${institutionName} invites you to become a member on Delv, the career-guidance ` +
      `and learning platform: follow its sessions, library and mentors. Open the link to sign up or sign in with this ` +
      `address; you become a member at once. The invitation expires in ${days} days.`,
    linkLabel: 'Accept the invitation',
  }),
  survey: ({ firstname, institutionName, topic, description }) => ({
    subject: `${institutionName}: ${topic}`,
    text: `Hello ${firstname},\n\n${institutionName} asks you to answer a survey: ${topic}\n\n${description}`,
    linkLabel: 'Answer the survey',
  }),
  notice: (n) => {
    const who = whoEn(n);
    const what = n.title ? `"${n.title}"` : 'your profile';
    const yes = n.state === 'accepted';
    const lines: Record<string, string> = {
      follow: `${who} started following you`,
      like: `${who} liked ${what}`,
      comment: `${who} commented on ${what}`,
      review: `${who} reviewed ${what}`,
      share: `${who} shared ${what} with you`,
      registration: `${who} registered for your session "${n.title}"`,
      session: n.state === 'cancelled' ? `The session "${n.title}" was cancelled` : `The session "${n.title}" was updated`,
      reminder: `"${n.title}" starts within the hour`,
      joinrequest: `${who} asked to join "${n.title}"`,
      joindecision: `Your request to join "${n.title}" was ${yes ? 'accepted' : 'declined'}`,
      invitation: n.subjectKind === 'group' ? `${who} invited you to join "${n.title}"` : `${n.title} invites you to be one of its mentors`,
      invitationanswer:
        n.subjectKind === 'group'
          ? `${who} accepted your invitation to join "${n.title}"`
          : `${who} ${yes ? 'accepted' : 'declined'} the invitation to be a mentor of ${n.title}`,
      claim:
        n.state === 'paid' ? 'Your claim was paid' : n.state === 'rejected' ? 'Your claim was not approved' : 'Your claim was approved',
      chat: `${who} wrote in "${n.title}"`,
    };
    return lines[n.kind] ?? `${who}: ${n.title}`;
  },
  noticeMail: ({ firstname, line }) => ({ subject: line, text: `Hello ${firstname},\n\n${line}.`, linkLabel: 'See it on Delv' }),
  digest: ({ firstname, period, lines, more }) => ({
    subject: period === 'daily' ? 'Your day on Delv' : 'Your week on Delv',
    text:
      `Hello ${firstname},\n\nHere is what happened on Delv that you have not seen yet:\n\n${lines.map((l) => `- ${l}`).join('\n')}` +
      (more ? `\n…and ${more} more` : ''),
    linkLabel: 'See all notifications',
  }),
  unsubscribe: { kind: 'Stop e-mails like this one:', digest: 'Stop these summaries:' },
  ics: { presenter: 'Presenter', organiser: 'Organiser', join: 'Join', sessionPage: 'Session page' },
};
