import { describe, expect, it } from 'vitest';
import type { ChatTurn } from '@masar/shared/chat-prescreen';
import { openChat, replayChat, replyToChat, type ChatQuestion } from './conversation.ts';
import { readReply, type ReplyQuestion } from './read-reply.ts';

const yesNo: ReplyQuestion = { kind: 'yes_no', required: true, options: [] };
const number: ReplyQuestion = { kind: 'number', required: true, options: [] };
const choice: ReplyQuestion = { kind: 'multiple_choice', required: true, options: ['Night', 'Day', 'Weekend', 'الرياض'] };
const text: ReplyQuestion = { kind: 'short_text', required: false, options: [] };

const read = (question: ReplyQuestion, reply: string) => {
  const result = readReply(question, reply);
  return result.status === 'read' ? result.value : result.status;
};

describe('reading a reply', () => {
  it.each([
    ['yes', true], ['Yeah!', true], ['yep, I do', true], ['Of course', true], ['Y', true], ['نعم', true], ['أجل', true], ['ايوه', true], ['بلى', true], ['طبعاً', true],
    ['no', false], ['Nope.', false], ['nah', false], ["I don't", false], ['never', false], ['لا', false], ['لأ', false], ['كلا', false], ['أبداً', false],
    ['yes, but not on weekends', true], ['no, yes', false],
    ['maybe', 'unreadable'], ['not sure', 'unreadable'], ["I don't know", 'unreadable'], ['لا أعرف', 'unreadable'], ['مش متأكد', 'unreadable'],
    ['of course not', 'unreadable'], ['banana', 'unreadable'], ['skip', 'unreadable'],
  ])('yes/no: %s → %s', (reply, expected) => expect(read(yesNo, reply)).toBe(expected));

  it.each([
    ['5', 5], ['5 years', 5], ['about 3.5', 3.5], ['٣', 3], ['١٢ سنة', 12], ['۷', 7], ['٢٫٥', 2.5], ['12,000', 12000], ['-2', -2],
    ['three', 3], ['خمس سنوات', 5], ['ثلاثة', 3],
    ['3 or 4', 'unreadable'], ['between 2 and 5', 'unreadable'], ['a few', 'unreadable'], ['2000000000', 'unreadable'],
  ])('number: %s → %s', (reply, expected) => expect(read(number, reply)).toBe(expected));

  it.each([
    ['Night', 'Night'], ['weekend', 'Weekend'], ['2', 'Day'], ['option 3', 'Weekend'], ['٢', 'Day'], ['رقم ٤', 'الرياض'], ['الرياض', 'الرياض'],
    ['the night shift please', 'Night'], ['week', 'Weekend'],
    ['5', 'unreadable'], ['0', 'unreadable'], ['day or night', 'unreadable'], ['evening', 'unreadable'],
  ])('choice: %s → %s', (reply, expected) => expect(read(choice, reply)).toBe(expected));

  it('keeps a short text as given, and lets an optional question be skipped in either language', () => {
    expect(read(text, '  In two weeks ')).toBe('In two weeks');
    expect(read(text, 'Skip')).toBe('skip');
    expect(read(text, 'تخطي')).toBe('skip');
    expect(readReply({ ...text, required: true }, 'skip')).toEqual({ status: 'read', value: 'skip' });
  });
});

const QUESTIONS: ChatQuestion[] = [
  { id: 'licence', kind: 'yes_no', question: 'Do you hold a forklift licence?', required: true, options: [] },
  { id: 'shift', kind: 'multiple_choice', question: 'Which shift?', required: true, options: ['Night', 'Day'] },
  { id: 'start', kind: 'short_text', question: 'When could you start?', required: false, options: [] },
];

/** Plays the replies from the opening and gives the transcript as "author:kind:question" lines and the outcome. */
function play(replies: string[], questions = QUESTIONS) {
  const messages: ChatTurn[] = [...openChat(questions, [])];
  let completed = null;
  for (const reply of replies) {
    const outcome = replyToChat(questions, messages, reply);
    messages.push(...outcome.added);
    completed = outcome.completed;
  }
  return { lines: messages.map((message) => `${message.author}:${message.kind}:${message.question_id ?? ''}`), messages, completed };
}

describe('the conversation', () => {
  it.each<[string, string[], string[]]>([
    ['answers read at once', ['yes', '1', 'next month'], ['bot:ask:licence', 'candidate:answer:licence', 'bot:ask:shift', 'candidate:answer:shift', 'bot:ask:start', 'candidate:answer:start', 'bot:done:']],
    ['a re-ask, then read', ['hmm', 'نعم', 'Day', 'skip'], ['bot:ask:licence', 'candidate:unreadable:licence', 'bot:reask:licence', 'candidate:answer:licence', 'bot:ask:shift', 'candidate:answer:shift', 'bot:ask:start', 'candidate:skip:start', 'bot:done:']],
    [
      'two re-asks, then kept as unclear',
      ['maybe', 'perhaps', 'it depends', 'night', 'soon'],
      ['bot:ask:licence', 'candidate:unreadable:licence', 'bot:reask:licence', 'candidate:unreadable:licence', 'bot:reask:licence', 'candidate:unclear:licence', 'bot:ask:shift', 'candidate:answer:shift', 'bot:ask:start', 'candidate:answer:start', 'bot:done:'],
    ],
  ])('%s', (_, replies, expected) => expect(play(replies).lines).toEqual(expected));

  it('gives every question’s outcome once, with the last reply', () => {
    const { completed } = play(['maybe', 'perhaps', 'it depends', 'night', 'skip']);
    expect(completed && Object.fromEntries(completed)).toEqual({
      licence: { value: null, unclear: 'it depends' },
      shift: { value: 'Night', unclear: null },
      start: { value: null, unclear: null },
    });
    expect(play(['yes', 'day']).completed).toBeNull();
    expect(() => replyToChat(QUESTIONS, play(['yes', 'day', 'now']).messages, 'again')).toThrow();
  });

  it('opens once, and asks a changed list again from its first unanswered question', () => {
    const { messages } = play(['yes']);
    expect(openChat(QUESTIONS, messages)).toEqual([]);
    const changed = QUESTIONS.map((question) => ({ ...question, id: `${question.id}-2` }));
    expect(openChat(changed, messages)).toEqual([{ author: 'bot', kind: 'ask', question_id: 'licence-2', text: 'Do you hold a forklift licence?', value: null }]);
    expect(replayChat(changed, messages)).toMatchObject({ pending: { id: 'licence-2' }, reasks: 0 });
    expect(openChat([], [])).toEqual([]);
  });
});
