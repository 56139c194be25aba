/**
 * Written answers labelled by the Masar team with the band a trained rater would give them under the rubric
 * of decision 0067 (task fit as a gate, then range, accuracy, organisation and length). The answers were
 * written by the team at deliberately different levels, A1 to C2, with the special cases a real test meets:
 * off-topic answers, very short ones, the prompt copied back, keyword lists, Arabic and mixed text.
 *
 * The split was fixed when the answers were written, before any threshold was tuned: about 60% "tune"
 * (the thresholds were fitted to these) and 40% "test" (never looked at while tuning). The labels are the
 * team's own, not those of certified CEFR examiners; the agreement figures measure the engine against them.
 */
import type { CefrBand } from '../types.ts';

export interface GoldenAnswer {
  id: string;
  taskId: 'en-w1' | 'en-w2' | 'en-w3' | 'en-w4';
  band: CefrBand;
  split: 'tune' | 'test';
  note: string;
  text: string;
}

export const GOLDEN_ANSWERS: readonly GoldenAnswer[] = [
  // ---------------------------------------------------------------- en-w1: the late report email
  {
    id: 'w1-a1',
    taskId: 'en-w1',
    band: 'A1',
    split: 'tune',
    note: 'very short, fragments, no verbs in places',
    text: 'Dear manager. I sorry. report no finish. I am sick. I send monday. thank you',
  },
  {
    id: 'w1-a2',
    taskId: 'en-w1',
    band: 'A2',
    split: 'tune',
    note: 'simple sentences, tense errors, answers every point',
    text:
      'Dear Mr Ahmed,\n\nI am write to tell you the report is late. I can not finish it because my computer is ' +
      'broke yesterday and I lose some files. I need more time for do it again. I will send it to you in ' +
      'Sunday. Sorry for this problem.\n\nThank you,\nSara',
  },
  {
    id: 'w1-a2b',
    taskId: 'en-w1',
    band: 'A2',
    split: 'test',
    note: 'agreement errors, little range',
    text:
      'Hello manager,\n\nThe report it is not ready. My team dont send me the numbers and I waiting for them. ' +
      'The numbers is very important for the report. He say they send tomorrow. I think I finish the report ' +
      'next tuesday. I am very sorry about the late.\n\nAli',
  },
  {
    id: 'w1-b1',
    taskId: 'en-w1',
    band: 'B1',
    split: 'tune',
    note: 'clear and complete, simple linking, a few slips',
    text:
      'Dear Mr Khalid,\n\nI am writing to tell you that I will not be able to finish the sales report by ' +
      'Thursday. Last week the finance team sent me the wrong numbers, so I had to ask them again and I only ' +
      'received the correct file yesterday. I have already finished the first part, but I need two more days ' +
      'to check everything.\n\nCould I send it to you on Sunday morning? I am sorry for the delay and I will ' +
      'tell you if there is any other problem.\n\nBest regards,\nNoura',
  },
  {
    id: 'w1-b1b',
    taskId: 'en-w1',
    band: 'B1',
    split: 'test',
    note: 'complete, some errors, basic connectives',
    text:
      'Dear Ms Reem,\n\nI want to inform you that the monthly report will be late. The reason is that our ' +
      'system was not working for three days this week, so I could not download the customer data. The IT ' +
      'team fixed it this morning and now I am working on the report again. I think I can finish it on ' +
      'Monday afternoon. If you need some parts before, I can send them tomorrow.\n\nSorry for this delay.\n\n' +
      'Kind regards,\nFahad',
  },
  {
    id: 'w1-b2',
    taskId: 'en-w1',
    band: 'B2',
    split: 'tune',
    note: 'good control, varied structures, polite register',
    text:
      'Dear Mr Al-Harbi,\n\nI am afraid the quarterly performance report will not be ready by Wednesday as ' +
      'planned. While I was reviewing the figures, I noticed that several regional offices had submitted ' +
      'incomplete data, which would make the comparison between regions misleading. I have contacted the ' +
      'offices concerned and most of them have already promised to send the missing figures by Thursday.\n\n' +
      'Therefore, I would like to suggest Sunday as the new deadline. This would give me enough time to check ' +
      'the numbers properly and to prepare the summary you asked for. In the meantime, I can share a draft of ' +
      'the sections that are already complete.\n\nI apologise for the inconvenience.\n\nBest regards,\nMaha',
  },
  {
    id: 'w1-c1',
    taskId: 'en-w1',
    band: 'C1',
    split: 'tune',
    note: 'precise, flexible, well organised, sophisticated vocabulary',
    text:
      'Dear Dr Saleh,\n\nI regret to inform you that the market analysis report, originally due this Thursday, ' +
      'will need a short extension. During the final review, it became apparent that the survey results from ' +
      'the eastern region were inconsistent with the figures reported by our distributors. Rather than ' +
      'submitting conclusions that might later prove unreliable, I have asked the research agency to verify ' +
      'the raw data, and they have assured me that the corrected dataset will reach us by Sunday.\n\n' +
      'Consequently, I propose to deliver the complete report on Tuesday. Should you need preliminary ' +
      'findings for the board meeting beforehand, I would be happy to prepare a concise summary of the ' +
      'sections that are unaffected, clearly indicating which figures remain provisional.\n\nThank you for ' +
      'your understanding.\n\nKind regards,\nHessa',
  },
  {
    id: 'w1-c2',
    taskId: 'en-w1',
    band: 'C2',
    split: 'test',
    note: 'effortless, nuanced, idiomatic precision',
    text:
      'Dear Ms Al-Otaibi,\n\nI am writing to let you know, somewhat reluctantly, that the procurement review ' +
      'will not be on your desk by Thursday as promised. In reconciling the supplier invoices with the ' +
      'purchase orders, I uncovered a recurring discrepancy in how freight charges have been recorded, which, ' +
      'if left unexamined, would substantially distort the cost comparisons at the heart of the review. ' +
      'Publishing the figures as they stand would, I suspect, invite precisely the questions the review is ' +
      'meant to settle.\n\nI have therefore asked finance to trace the anomaly to its source, and I expect to ' +
      'have a reliable picture by early next week. Provided nothing further surfaces, I would propose ' +
      'Tuesday as a realistic new deadline. Meanwhile, I would gladly brief you on the preliminary ' +
      'conclusions, which, reassuringly, appear largely unaffected.\n\nWith apologies for the delay, and ' +
      'warm regards,\nLamya',
  },
  {
    id: 'w1-offtopic',
    taskId: 'en-w1',
    band: 'A2',
    split: 'tune',
    note: 'fluent B1 language but about food, not the report: task not done, capped',
    text:
      'My favourite food is kabsa. My mother cooks it every Friday when the whole family visits us. She uses ' +
      'chicken, rice and many spices, and the smell fills the house. I also like to cook, but my kabsa is ' +
      'never as good as hers. When I travel, I always miss this meal because it reminds me of my family and ' +
      'our long lunches together.',
  },
  {
    id: 'w1-copied',
    taskId: 'en-w1',
    band: 'A1',
    split: 'tune',
    note: 'the prompt copied back with three words added',
    text:
      'You cannot finish a report for your manager by the deadline. Write an email to your manager: say that ' +
      'the report will be late, explain why, and suggest a new date. Thank you manager.',
  },
  {
    id: 'w1-arabic',
    taskId: 'en-w1',
    band: 'A1',
    split: 'test',
    note: 'answered in Arabic: no English to rate',
    text:
      'عزيزي المدير،\n\nأود إبلاغك بأن التقرير سيتأخر بسبب تأخر وصول البيانات من قسم المالية. أقترح تسليمه يوم ' +
      'الأحد القادم.\n\nمع الشكر،\nسارة',
  },
  // ---------------------------------------------------------------- en-w2: a place to visit
  {
    id: 'w2-a1',
    taskId: 'en-w2',
    band: 'A1',
    split: 'tune',
    note: 'a few words, bare sentences',
    text: 'My city is Dammam. It is nice. Go to the beach. Is good.',
  },
  {
    id: 'w2-short',
    taskId: 'en-w2',
    band: 'A1',
    split: 'test',
    note: 'five words',
    text: 'Al Balad. Very nice place.',
  },
  {
    id: 'w2-a2',
    taskId: 'en-w2',
    band: 'A2',
    split: 'tune',
    note: 'simple, repetitive, errors, on task',
    text:
      'I live in Abha. Abha is very beautiful city in the mountain. The visitor must go to the Green Mountain. ' +
      'In the Green Mountain you can see all the city and there is many restaurant. In the night the weather ' +
      'is cold and the lights is very nice. I like this place because it is quiet and my family go there ' +
      'every weekend. You will like it.',
  },
  {
    id: 'w2-a2b',
    taskId: 'en-w2',
    band: 'A2',
    split: 'tune',
    note: 'short sentences, spelling errors',
    text:
      'The best place in my city is the old market. The visiter can buy many things, like dates and parfum ' +
      'and clothes. The prices is cheap. Also you can eat a good food there. I go there with my freinds. It is ' +
      'very old and the people is friendly. I recomend it.',
  },
  {
    id: 'w2-mixed',
    taskId: 'en-w2',
    band: 'A2',
    split: 'test',
    note: 'simple English with Arabic words and a phrase',
    text:
      'You must visit the كورنيش in Jeddah. It is very long and you can walk near the sea. In the evening many ' +
      'families come and sit and eat. You can buy بليلة and corn from the small shops. The view is very ' +
      'beautiful, ما شاء الله. I go there every week with my brothers because it is free and nice.',
  },
  {
    id: 'w2-b1',
    taskId: 'en-w2',
    band: 'B1',
    split: 'tune',
    note: 'connected description, reasons, minor errors',
    text:
      'If you visit Riyadh for the first time, I think you should go to Diriyah. It is an old town on the edge ' +
      'of the city, and it was the first capital of the Saudi state. You can walk between the mud buildings, ' +
      'visit a small museum and learn about the history of the area. In the evening there are many restaurants ' +
      'with a nice view of the valley.\n\nI recommend it because it is different from the modern parts of ' +
      'Riyadh. Most visitors only see the towers and the malls, but Diriyah shows how people lived before. ' +
      'Try to go in winter, when the weather is cooler.',
  },
  {
    id: 'w2-b2',
    taskId: 'en-w2',
    band: 'B2',
    split: 'test',
    note: 'fluent, detailed, good range, few errors',
    text:
      'Anyone visiting Jeddah for the first time should spend an afternoon in Al-Balad, the historic district ' +
      'in the heart of the city. Its coral-stone houses, with their carved wooden balconies, have been ' +
      'carefully restored, and walking through the narrow lanes feels like stepping back a hundred years.\n\n' +
      'Apart from admiring the architecture, visitors can browse the traditional souqs, where merchants sell ' +
      'spices, fabrics and perfumes, and try local street food such as mutabbaq. In the evening the area ' +
      'becomes lively, especially during the festival season, when there are performances and art ' +
      'exhibitions.\n\nI would recommend it because it offers something that modern malls cannot: a sense of ' +
      "the city's character and history. However, it is best to wear comfortable shoes, as the streets are " +
      'uneven.',
  },
  {
    id: 'w2-c1',
    taskId: 'en-w2',
    band: 'C1',
    split: 'tune',
    note: 'precise, varied, well structured',
    text:
      'Were a friend to visit Al-Khobar for the first time, I would insist that they spend an evening on the ' +
      'corniche. At first glance it might seem an unremarkable stretch of seafront, yet it captures the ' +
      'rhythm of life in the Eastern Province remarkably well.\n\nAs the heat of the day subsides, families ' +
      'spread out picnic blankets on the grass, cyclists weave between joggers, and the aroma of grilled corn ' +
      'drifts from the kiosks. Visitors can stroll all the way to the water tower, whose observation deck ' +
      'offers a panoramic view across the Gulf towards Bahrain.\n\nWhat makes the corniche genuinely worth ' +
      'recommending, however, is not any single attraction but its atmosphere: it is one of the few places ' +
      'where residents of every background share the same space, unhurried and at ease.',
  },
  {
    id: 'w2-c2',
    taskId: 'en-w2',
    band: 'C2',
    split: 'tune',
    note: 'sophisticated, nuanced, stylistically assured',
    text:
      'Visitors to Taif tend to arrive with a single image in mind, the terraced rose farms, and leave having ' +
      "discovered that the city's appeal is considerably more layered. If I could steer a newcomer towards one " +
      'place, it would be the Al-Hada escarpment at dusk.\n\nThe road that zigzags down the mountainside is an ' +
      'engineering feat in its own right, but the real reward lies at the lookout points, where the plateau ' +
      'falls away abruptly and the lowlands dissolve into haze. Baboons, unperturbed by the traffic, forage ' +
      'along the verges, while vendors offer prickly pears and rosewater sweets.\n\nI recommend it precisely ' +
      'because it resists the brochure version of the city: it is unpolished, occasionally chaotic, and all ' +
      'the more memorable for it.',
  },
  {
    id: 'w2-offtopic',
    taskId: 'en-w2',
    band: 'A2',
    split: 'test',
    note: "B1 language about the writer's job, not a place: capped",
    text:
      'I work as an accountant in a small logistics company. Every morning I check the invoices from our ' +
      'suppliers and enter them into the system. In the afternoon I usually prepare payments and answer ' +
      'emails from the bank. The work is sometimes boring, but my colleagues are helpful and I am learning a ' +
      'lot about how a business really works.',
  },
  // ---------------------------------------------------------------- en-w3: working from home
  {
    id: 'w3-a1',
    taskId: 'en-w3',
    band: 'A1',
    split: 'tune',
    note: 'broken fragments, very short',
    text: 'Work from home is good. I like home. No traffic. I sleep more. Company is happy. I think yes good idea.',
  },
  {
    id: 'w3-a2',
    taskId: 'en-w3',
    band: 'A2',
    split: 'test',
    note: 'simple opinion, frequent errors, little development',
    text:
      'I think work from home is good idea. When I work from home I dont need to drive in the traffic and I ' +
      'have more time for my family. But some people they dont like it because they feel alone. Also the ' +
      'internet in home sometimes is slow and the manager can not see what you do. My brother work from home ' +
      'two days and he is happy. For me I want work from home one day or two day in the week. I think the ' +
      'companies should let the employee choose.',
  },
  {
    id: 'w3-b1',
    taskId: 'en-w3',
    band: 'B1',
    split: 'tune',
    note: 'clear position, reasons, simple connectives, some errors',
    text:
      'In my opinion, working from home for a few days a week is a good idea, but not for every job.\n\nFirst, ' +
      'employees save a lot of time because they do not have to travel to the office. In big cities like ' +
      'Riyadh, the traffic can take two hours every day, so people are more tired when they arrive. At home ' +
      'they can use this time to work or to rest.\n\nSecond, many people can focus better at home. For ' +
      'example, my sister is a designer and she says she finishes her work faster when there is no noise.\n\n' +
      'However, some jobs need people to be together, like nurses or shop workers. Also, new employees need to ' +
      'learn from their colleagues. So I think companies should allow it for two or three days, not always.',
  },
  {
    id: 'w3-b1b',
    taskId: 'en-w3',
    band: 'B1',
    split: 'test',
    note: 'adequate development, noticeable errors',
    text:
      'Nowadays many companies let their staff to work from home. I believe this idea have good and bad ' +
      'points.\n\nThe good point is that the employee can save money and time. He does not pay for petrol ' +
      'and he can start work early. Also the company do not need a big office, so it save money too.\n\nOn the ' +
      'other hand, working at home can be lonely. When I worked from home during the pandemic, I did not talk ' +
      'with anyone for many days and I felt bored. It was also difficult to ask my manager quick questions.\n\n' +
      'In conclusion, I think two days at home is the best, because people can have the advantages without ' +
      'feeling alone.',
  },
  {
    id: 'w3-b2',
    taskId: 'en-w3',
    band: 'B2',
    split: 'tune',
    note: 'well argued, good range, occasional slip',
    text:
      'Allowing employees to work from home several days a week has become common since the pandemic, and in ' +
      'my view it is generally a positive development, provided that it is managed carefully.\n\nThe most ' +
      'obvious benefit is flexibility. Staff who avoid a long commute arrive at their desks less stressed and ' +
      'can organise their day around family responsibilities, which often makes them more productive and ' +
      'more loyal to the company. Employers also benefit, since they can reduce the cost of office space.\n\n' +
      'Nevertheless, remote work has real drawbacks. Communication tends to become slower, and junior staff ' +
      'in particular may miss the informal learning that happens when they sit near experienced colleagues. ' +
      'Some people also find it hard to separate work from home life.\n\nOverall, I believe a hybrid ' +
      'arrangement, with fixed office days for meetings and training, offers the best balance between these ' +
      'advantages and disadvantages.',
  },
  {
    id: 'w3-c1',
    taskId: 'en-w3',
    band: 'C1',
    split: 'tune',
    note: 'sophisticated argument, precise vocabulary, cohesive',
    text:
      'Whether employees should be allowed to work from home is no longer a hypothetical question; the ' +
      'pandemic forced the experiment on almost every organisation. Having seen its results, I would argue ' +
      'that a few remote days a week benefit both staff and employers, although the arrangement only succeeds ' +
      'when it is deliberately designed rather than simply tolerated.\n\nThe case in favour rests largely on ' +
      'autonomy. Freed from lengthy commutes, employees gain hours that can be devoted to concentrated work ' +
      'or to their families, and studies consistently associate this flexibility with higher job ' +
      'satisfaction and lower staff turnover. Organisations, meanwhile, can recruit from a far wider ' +
      'geographical pool.\n\nThe risks, however, are subtler. Collaboration that once happened spontaneously ' +
      'must now be scheduled, and newcomers may struggle to absorb the unwritten norms of a workplace they ' +
      'rarely see. Consequently, the most effective policies I have encountered combine remote days with ' +
      'fixed periods of in-person collaboration, so that the advantages of both are preserved.',
  },
  {
    id: 'w3-c2',
    taskId: 'en-w3',
    band: 'C2',
    split: 'test',
    note: 'nuanced, rhetorically assured, wide precise range',
    text:
      'The debate over remote work is often framed as a contest between productivity and presence, as though ' +
      'employers must choose whether they trust their staff. That framing, I would contend, obscures the more ' +
      'interesting question of which kinds of work genuinely benefit from proximity.\n\nTasks demanding ' +
      'sustained concentration, such as drafting, analysis or programming, frequently flourish away from the ' +
      'interruptions of an open-plan office, and employees spared a gruelling commute bring a steadier energy ' +
      'to them. Conversely, the tacit knowledge that circulates through overheard conversations and impromptu ' +
      'questions is notoriously difficult to replicate on a video call, and it is precisely junior colleagues ' +
      'who stand to lose most when it evaporates.\n\nA few days at home each week therefore strikes me as ' +
      'sensible, not as a perk to be granted or withdrawn, but as a deliberate allocation of different kinds ' +
      'of work to the environments best suited to them. Organisations that treat the question in those terms ' +
      'are, I suspect, the ones that will retain their most capable people.',
  },
  {
    id: 'w3-copied',
    taskId: 'en-w3',
    band: 'A1',
    split: 'tune',
    note: 'the prompt copied back with one short sentence of its own',
    text:
      'Some companies let employees work from home several days a week. Is this a good idea? Give your ' +
      'opinion with reasons and examples. I think yes it is good idea.',
  },
  {
    id: 'w3-offtopic',
    taskId: 'en-w3',
    band: 'A2',
    split: 'tune',
    note: 'competent B1 text about football: capped',
    text:
      'Football is the most popular sport in my country. Every weekend, millions of people watch the league ' +
      'matches on television or go to the stadium with their friends. My favourite team is Al-Hilal, and I ' +
      'have supported them since I was a child. Last season they won the championship, and the whole city ' +
      'celebrated in the streets until the early morning. I think football brings people together, because ' +
      'fans from different backgrounds share the same excitement and the same disappointment. In the future ' +
      'I hope to watch a World Cup match in a stadium, which has always been my dream.',
  },
  {
    id: 'w3-arabic-mixed',
    taskId: 'en-w3',
    band: 'A1',
    split: 'test',
    note: 'mostly Arabic with a few English words',
    text:
      'أعتقد أن العمل من المنزل فكرة جيدة لأن الموظف يوفر وقت الطريق ويقضي وقتاً أطول مع عائلته. But office ' +
      'is important. لكن يجب أن يذهب إلى المكتب يومين على الأقل حتى يتواصل مع زملائه.',
  },
  // ---------------------------------------------------------------- en-w4: a problem at work or in studies
  {
    id: 'w4-short',
    taskId: 'en-w4',
    band: 'A1',
    split: 'tune',
    note: 'one line',
    text: 'I had problem with my boss. I fix it.',
  },
  {
    id: 'w4-keywords',
    taskId: 'en-w4',
    band: 'A1',
    split: 'test',
    note: 'a list of task words, no sentences',
    text:
      'problem work team customer manager project mistake solve learn lesson important communication time ' +
      'deadline study university exam teacher',
  },
  {
    id: 'w4-a2',
    taskId: 'en-w4',
    band: 'A2',
    split: 'tune',
    note: 'simple past with errors, sequence with then',
    text:
      'Last year in the university I have a big problem. I forget the date of the exam and I dont study. The ' +
      'day of the exam my friend call me and say the exam is today. I go to the university very fast but I am ' +
      'late thirty minutes. The teacher let me enter but I cannot finish all the questions. I get a bad mark. ' +
      'After this I write all the dates in my phone. I learn to be organize.',
  },
  {
    id: 'w4-a2b',
    taskId: 'en-w4',
    band: 'A2',
    split: 'test',
    note: 'basic, errors in agreement and tense',
    text:
      'In my work in the shop, one day a customer was very angry. He buy a phone and the phone not working. ' +
      'He shout at me and I was scared. I call my manager and he come and he give the customer a new phone. ' +
      'The customer is happy after. I learn that I must be calm and listen to the customer. Now I am not ' +
      'scared when customer is angry.',
  },
  {
    id: 'w4-b1',
    taskId: 'en-w4',
    band: 'B1',
    split: 'tune',
    note: 'clear narrative, reflection, some errors',
    text:
      'When I was in my third year at university, I had to do a group project with four other students. The ' +
      'problem was that two members of the group never came to our meetings and did not answer our messages. ' +
      'Two weeks before the deadline, we still had only half of the work.\n\nI decided to talk to them ' +
      'directly. I found out that one of them was working at night to help his family, so he could not come ' +
      'in the afternoon. We changed the meeting time and gave him a part he could do at home. The other ' +
      'student still did not help, so we told our teacher.\n\nWe finished the project on time. I learned that ' +
      'it is better to ask people about their situation before you get angry with them.',
  },
  {
    id: 'w4-b1b',
    taskId: 'en-w4',
    band: 'B1',
    split: 'tune',
    note: 'adequate, some tense slips, clear lesson',
    text:
      'Two years ago I started my first job in a bank. In the first month I made a mistake in a customer ' +
      'transfer: I typed the wrong account number and the money went to another person. When I noticed it, ' +
      'I was very worried and I did not know what to do.\n\nFinally I told my supervisor. She was not angry, ' +
      'she explained me how to stop the transfer and we called the other bank together. After two days the ' +
      'money came back to the customer.\n\nFrom this experience I learned that it is important to check ' +
      'everything twice and to tell the truth quickly, because hiding a mistake make it bigger.',
  },
  {
    id: 'w4-b2',
    taskId: 'en-w4',
    band: 'B2',
    split: 'test',
    note: 'fluent narrative, good range, minor slips',
    text:
      'In my previous role as a junior data analyst, I was asked to prepare a weekly sales dashboard for the ' +
      'regional managers. A few weeks after launching it, one of the managers pointed out that the figures for ' +
      'his region were noticeably lower than those in the finance system.\n\nAt first I assumed the finance ' +
      'figures were wrong, but after comparing the two sources line by line, I discovered that my query ' +
      'excluded orders that had been partially refunded. I corrected the query, explained the issue openly to ' +
      'all the managers, and added an automatic check that compares my totals with finance every week.\n\n' +
      'The experience taught me two things. First, I should never assume that the other source is the one ' +
      "at fault. Second, admitting a mistake quickly actually increased the managers' trust in my work rather " +
      'than reducing it.',
  },
  {
    id: 'w4-c1',
    taskId: 'en-w4',
    band: 'C1',
    split: 'tune',
    note: 'precise, reflective, varied structures',
    text:
      'Midway through my final year, the laboratory equipment I depended on for my thesis experiments broke ' +
      'down, and the supplier estimated that replacement parts would take at least three months to arrive. ' +
      'Since my submission deadline was only four months away, postponing the experiments was not a realistic ' +
      'option.\n\nRather than waiting, I approached a neighbouring university whose engineering department had ' +
      'similar equipment. After negotiating access in exchange for helping their technicians with routine ' +
      'maintenance, I was able to run my experiments in the evenings, albeit at the cost of several ' +
      'exhausting weeks. I also revised my methodology so that the earlier and later measurements remained ' +
      'comparable despite the change of equipment.\n\nLooking back, the episode taught me that constraints ' +
      'often reveal alternatives one would never otherwise consider, and that asking for help, far from being ' +
      'a sign of weakness, is frequently the most efficient solution available.',
  },
  {
    id: 'w4-c1b',
    taskId: 'en-w4',
    band: 'C1',
    split: 'test',
    note: 'well-organised, sophisticated, natural',
    text:
      'Shortly after I was promoted to team leader, two of my most experienced engineers began to disagree ' +
      'openly about the architecture of a new payment service. Their disagreement gradually spilled into ' +
      'meetings, and other members of the team, reluctant to take sides, stopped contributing altogether.\n\n' +
      'Initially I tried to settle the matter myself by choosing one design, which only deepened the ' +
      'resentment. Realising my mistake, I arranged a structured review in which each engineer presented the ' +
      "strengths of the other's proposal before defending their own. This unusual format defused much of the " +
      'tension, and the team eventually agreed on a hybrid approach that combined the best elements of both.\n\n' +
      'What I learned is that conflicts between capable people are rarely purely technical. Giving them a fair ' +
      'process mattered far more than my own verdict on the design.',
  },
  {
    id: 'w4-c2',
    taskId: 'en-w4',
    band: 'C2',
    split: 'tune',
    note: 'sophisticated, idiomatic, finely nuanced reflection',
    text:
      'The most instructive setback of my career arrived disguised as a success. Our team had launched a ' +
      'customer-service chatbot that, by every metric we had chosen to track, was performing admirably: ' +
      'response times had plummeted and the volume of calls to the contact centre had fallen by a third.\n\n' +
      'It was only when a colleague in complaints mentioned, almost in passing, that elderly customers were ' +
      'abandoning their enquiries altogether that the picture shifted. The calls had not been resolved; they ' +
      'had simply been deterred. We interviewed a sample of those customers, redesigned the escalation path ' +
      'so that a human could be reached within two exchanges, and, crucially, began measuring resolution ' +
      'rather than deflection.\n\nThe lesson I took from it is that a metric quietly embodies a decision about ' +
      'what matters, and that scrutinising that decision is at least as important as optimising the number ' +
      'itself.',
  },
];
