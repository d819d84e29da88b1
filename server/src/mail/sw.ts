import { priceText, type MailTexts, type NoticeFacts, type SessionFacts } from './words';

function details(s: SessionFacts): string {
  return [
    `Lini: ${s.when} (dakika ${s.minutes})`,
    `Mwasilishaji: ${s.presenter}`,
    `Mratibu: ${s.organiser}`,
    `Bei: ${priceText(s.price, 'BURE')}`,
    s.meetingLink ? `Kiungo cha mkutano: ${s.meetingLink}` : 'Kiungo cha mkutano: mratibu atakituma kabla ya kipindi.',
  ].join('\n');
}

const AS_SW = { Cash: 'pesa taslimu', Airtime: 'muda wa maongezi', Internet_Data: 'bando la intaneti' } as const;

/** 'Amina Said', 'Amina Said na Juma Ali', 'Amina Said na wengine 12'. */
function whoSw(n: NoticeFacts): string {
  if (!n.names.length) return 'Mtu fulani';
  if (n.count === 2 && n.names.length > 1) return `${n.names[0]} na ${n.names[1]}`;
  if (n.count <= 1) return n.names[0];
  return `${n.names[0]} na ${n.count - 1 === 1 ? 'mwingine 1' : `wengine ${n.count - 1}`}`;
}

/** Barua pepe kwa Kiswahili (docs/i18n-glossary.md). */
export const sw: MailTexts = {
  frame: { copyLink: 'Kitufe kisipofanya kazi, nakili anwani hii kwenye kivinjari chako:', signature: '— Delv' },
  confirmation: ({ firstname }) => ({
    subject: 'Thibitisha akaunti yako ya Delv',
    text: `Habari ${firstname},\n\nKaribu Delv. Tafadhali thibitisha barua pepe yako ili uanze kutumia akaunti yako.`,
    linkLabel: 'Thibitisha barua pepe yangu',
  }),
  passwordReset: ({ firstname, minutes }) => ({
    subject: 'Weka nenosiri jipya la Delv',
    text:
      `Habari ${firstname},\n\nMtu ameomba kuweka nenosiri jipya la akaunti yako ya Delv. ` +
      `Kiungo kinatumika mara moja tu na muda wake unaisha baada ya dakika ${minutes}. Kama si wewe, puuza barua pepe hii.`,
    linkLabel: 'Chagua nenosiri jipya',
  }),
  signupAttempt: ({ firstname }) => ({
    subject: 'Mtu amejaribu kujisajili Delv kwa barua pepe yako',
    text:
      `Habari ${firstname},\n\nMtu amejaribu sasa hivi kufungua akaunti ya Delv kwa anwani hii ya barua pepe, ` +
      'ambayo tayari ina akaunti. Kama ni wewe, ingia badala yake, au weka nenosiri jipya kama umelisahau. ' +
      'Kama si wewe, unaweza kupuuza barua pepe hii: hakuna kilichobadilika kwenye akaunti yako.',
    linkLabel: 'Weka nenosiri jipya',
  }),
  guardianConsent: ({ firstname }) => ({
    subject: `${firstname} anakuomba ukubali akaunti yake ya Delv`,
    text:
      `Habari,\n\n${firstname} amejisajili Delv, jukwaa la ushauri wa kazi na ulezi kwa Afrika Mashariki, ` +
      'na ametoa anwani hii kama ya mzazi au mlezi wake. Kwa kuwa ana umri chini ya miaka 18, sheria (Sheria ya Ulinzi wa ' +
      'Data na Faragha ya Uganda ya 2019, Sheria ya Ulinzi wa Data ya Kenya ya 2019) inataka idhini yako kabla hatujatumia ' +
      'data zake binafsi. Hadi utakapokubali, akaunti yake inaweza kusoma kurasa za umma tu.\n\n' +
      'Tunachohifadhi: jina lake, barua pepe, nchi, tarehe ya kuzaliwa, anachoandika, vikundi na vipindi anavyojiunga, ' +
      'na pointi zake. Kwa nini: ili kumwonyesha kozi, washauri na vikundi na kumwezesha kushiriki. Watu wazima hawawezi ' +
      'kuzungumza naye peke yao, na ujumbe kwake wenye namba za simu au barua pepe huzuiliwa ili ukaguliwe.\n\n' +
      'Ukurasa ulio nyuma ya kitufe unaeleza haya kikamilifu. Unaweza kuondoa idhini yako kwenye ukurasa huo huo wakati ' +
      'wowote, kwa kiungo hicho hicho: akaunti yake itawekewa mipaka tena. Kama humjui mtu huyu, puuza barua pepe hii.',
    linkLabel: 'Soma na uamue',
  }),
  safeguardingConcern: ({ firstname, reason }) => ({
    subject: 'Wasiwasi kuhusu vijana umeripotiwa Delv',
    text:
      `Habari ${firstname},\n\nMtu ameripoti kitu Delv kama ` +
      (reason === 'safeguarding_concern' ? 'wasiwasi wa ulinzi' : 'kisichofaa kwa vijana') +
      '. Kama kiongozi wa ulinzi unapata taarifa kwanza. Tafadhali kiangalie mapema: maelezo yako Delv, baada ya kuingia.',
    linkLabel: 'Fungua wasiwasi',
  }),
  invitation: ({ inviterName }) => ({
    subject: `${inviterName} anakualika ujiunge na Delv`,
    text: `Habari,\n\n${inviterName} anakualika ujiunge na Delv: ushauri wa taaluma wa vitendo, washauri na kozi kwa Afrika Mashariki. Kujiunga ni bure.`,
    linkLabel: 'Jiunge na Delv',
  }),
  groupInvitation: ({ inviterName, groupName, days, needsApproval }) => ({
    subject: `${inviterName} anakualika kwenye kikundi ${groupName} katika Delv`,
    text: `Habari,\n\n${inviterName} anakualika ujiunge na kikundi "${groupName}" katika Delv, ujifunze na kuzungumza na wenzako wenye malengo kama yako. Ingia, au fungua akaunti bure, na ${needsApproval ? 'msimamizi wa kikundi atakuruhusu kuingia' : 'utakuwa ndani'}. Kiungo kinafanya kazi kwa siku ${days}.`,
    linkLabel: 'Jiunge na kikundi',
  }),
  contactMessage: ({ id, name, email, subject, message }) => ({
    subject: 'Ujumbe kutoka fomu ya mawasiliano',
    text: `Kutoka: ${name} <${email}>\nKichwa: ${subject}\nKumbukumbu: ${id}\n\n${message}`,
    linkLabel: 'Jibu',
  }),
  sessionRegistered: (s) => ({
    subject: `Usajili umethibitishwa: ${s.title}`,
    text:
      `Habari ${s.firstname},\n\nUmesajiliwa kwa kipindi "${s.title}".\n\n${details(s)}\n\n` +
      'Faili la kalenda lililoambatishwa (delv-session.ics) linaongeza kipindi kwenye kalenda yako. Tutakukumbusha pia saa moja kabla hakijaanza.',
    linkLabel: 'Tazama kipindi',
  }),
  sessionUpdated: (s) => ({
    subject: `Kipindi kimesasishwa: ${s.title}`,
    text:
      `Habari ${s.firstname},\n\nMratibu amesasisha kipindi "${s.title}" ulichojisajili. Haya ndiyo maelezo ya sasa:\n\n` +
      `${details(s)}\n\nFungua faili la kalenda lililoambatishwa ili kusasisha kalenda yako.`,
    linkLabel: 'Tazama kipindi',
  }),
  sessionCancelled: (s) => ({
    subject: `Kipindi kimeghairiwa: ${s.title}`,
    text:
      `Habari ${s.firstname},\n\nMratibu amekighairi kipindi "${s.title}", kilichopangwa ${s.when}. Samahani kwa mabadiliko haya.\n\n` +
      'Faili la kalenda lililoambatishwa linakiondoa kwenye kalenda yako.',
    linkLabel: 'Tafuta vipindi vingine',
  }),
  sessionReminder: (s) => ({
    subject: `Kinaanza baada ya saa moja: ${s.title}`,
    text: `Habari ${s.firstname},\n\nKipindi "${s.title}" kinaanza baada ya takriban saa moja.\n\n${details(s)}`,
    linkLabel: s.meetingLink ? 'Jiunge na kipindi' : 'Tazama kipindi',
  }),
  claimApproved: (c) => ({
    subject: 'Dai lako la Delv limekubaliwa',
    text: `Habari ${c.firstname},\n\nDai lako la pointi ${c.points} kama ${AS_SW[c.redeemableAs]} limekubaliwa. Tutakuandikia tena likishalipwa.`,
    linkLabel: 'Tazama pointi zangu',
  }),
  claimRejected: (c) => ({
    subject: 'Dai lako la Delv halikukubaliwa',
    text:
      `Habari ${c.firstname},\n\nDai lako la pointi ${c.points} kama ${AS_SW[c.redeemableAs]} halikukubaliwa, na pointi zimerudishwa kwenye salio lako.` +
      (c.feedback ? `\n\nMkaguzi aliandika: ${c.feedback}` : ''),
    linkLabel: 'Tazama pointi zangu',
  }),
  claimPaid: (c) => ({
    subject: 'Dai lako la Delv limelipwa',
    text: `Habari ${c.firstname},\n\nDai lako la pointi ${c.points} kama ${AS_SW[c.redeemableAs]} limelipwa. Kumbukumbu ya malipo: ${c.reference}`,
    linkLabel: 'Tazama pointi zangu',
  }),
  mentorAccountCreated: ({ firstname, institutionName, days }) => ({
    subject: `${institutionName} imekuongeza kama mshauri kwenye Delv`,
    text:
      `Habari ${firstname},\n\n${institutionName} imekuundia akaunti ya mshauri kwenye Delv na kukuongeza kwenye washauri wake. ` +
      `Chagua nenosiri ili uingie. Kiungo kinafanya kazi mara moja na kinaisha baada ya siku ${days}; baada ya hapo, tumia "Umesahau nenosiri".`,
    linkLabel: 'Chagua nenosiri langu',
  }),
  mentorInvitation: ({ firstname, institutionName, days }) => ({
    subject: `${institutionName} inakualika uwe mmoja wa washauri wake`,
    text:
      `Habari ${firstname},\n\n${institutionName} inakualika uwe mmoja wa washauri wake kwenye Delv. ` +
      `Kubali au kataa mwaliko chini ya Ushirikiano Wangu. Unaisha baada ya siku ${days}.`,
    linkLabel: 'Tazama mwaliko',
  }),
  memberInvitation: ({ name, institutionName, days }) => ({
    subject: `${institutionName} inakualika ujiunge nayo kwenye Delv`,
    text:
      `Habari${name ? ` ${name}` : ''},\n\n${institutionName} inakualika uwe mwanachama kwenye Delv, jukwaa la mwongozo wa ` +
      `taaluma na kujifunza: fuatilia vipindi, maktaba na washauri wake. Fungua kiungo ujisajili au uingie kwa anwani ` +
      `hii; utakuwa mwanachama papo hapo. Mwaliko unaisha baada ya siku ${days}.`,
    linkLabel: 'Kubali mwaliko',
  }),
  survey: ({ firstname, institutionName, topic, description }) => ({
    subject: `${institutionName}: ${topic}`,
    text: `Habari ${firstname},\n\n${institutionName} inakuomba ujibu utafiti: ${topic}\n\n${description}`,
    linkLabel: 'Jibu utafiti',
  }),
  notice: (n) => {
    const who = whoSw(n);
    // The verb agrees with one person (a-) or several (wa-).
    const v = (stem: string) => `${n.count > 1 ? 'wa' : 'a'}${stem}`;
    const what = n.title ? `"${n.title}"` : 'wasifu wako';
    const yes = n.state === 'accepted';
    const lines: Record<string, string> = {
      follow: `${who} ${v('meanza')} kukufuata`,
      like: `${who} ${v('mependa')} ${what}`,
      comment: `${who} ${v('metoa')} maoni kuhusu ${what}`,
      review: `${who} ${v('metathmini')} ${what}`,
      share: `${who} ${v('mekushirikisha')} ${what}`,
      registration: `${who} ${v('mejisajili')} kwa kipindi chako "${n.title}"`,
      session: n.state === 'cancelled' ? `Kipindi "${n.title}" kimeghairiwa` : `Kipindi "${n.title}" kimebadilishwa`,
      reminder: `"${n.title}" kinaanza ndani ya saa moja`,
      joinrequest: `${who} ${v('meomba')} kujiunga na "${n.title}"`,
      joindecision: `Ombi lako la kujiunga na "${n.title}" ${yes ? 'limekubaliwa' : 'limekataliwa'}`,
      invitation:
        n.subjectKind === 'group' ? `${who} ${v('mekualika')} ujiunge na "${n.title}"` : `${n.title} inakualika uwe mmoja wa washauri wake`,
      invitationanswer:
        n.subjectKind === 'group'
          ? `${who} ${v('mekubali')} mwaliko wako wa kujiunga na "${n.title}"`
          : `${who} ${v(yes ? 'mekubali' : 'mekataa')} mwaliko wa kuwa mshauri wa ${n.title}`,
      claim: n.state === 'paid' ? 'Dai lako limelipwa' : n.state === 'rejected' ? 'Dai lako halikukubaliwa' : 'Dai lako limekubaliwa',
      chat: `${who} ${v('meandika')} katika "${n.title}"`,
    };
    return lines[n.kind] ?? `${who}: ${n.title}`;
  },
  noticeMail: ({ firstname, line }) => ({ subject: line, text: `Habari ${firstname},\n\n${line}.`, linkLabel: 'Tazama kwenye Delv' }),
  digest: ({ firstname, period, lines, more }) => ({
    subject: period === 'daily' ? 'Siku yako kwenye Delv' : 'Wiki yako kwenye Delv',
    text:
      `Habari ${firstname},\n\nHaya ndiyo yaliyotokea kwenye Delv ambayo bado hujayaona:\n\n${lines.map((l) => `- ${l}`).join('\n')}` +
      (more ? `\n…na mengine ${more}` : ''),
    linkLabel: 'Tazama arifa zote',
  }),
  unsubscribe: { kind: 'Acha kupokea barua pepe kama hii:', digest: 'Acha kupokea muhtasari huu:' },
  ics: { presenter: 'Mwasilishaji', organiser: 'Mratibu', join: 'Jiunge', sessionPage: 'Ukurasa wa kipindi' },
};
