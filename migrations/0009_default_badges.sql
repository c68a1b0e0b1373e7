-- The badges shipped by default (REFERENCE.md). Names and descriptions are in locales/*/achievements.json under
-- badges.<slug>; the rule names are those of the badge consumer (workers/queues/badges.ts).
INSERT INTO `badges` (`slug`, `icon`, `level`, `group_name`, `is_single`, `rule`, `threshold`) VALUES
  ('autobiographer', '📝', 1, 'getting_started', 1, 'bio_filled', 0),
  ('editor', '✏️', 1, 'getting_started', 1, 'first_edit', 0),
  ('first_flag', '🚩', 1, 'getting_started', 1, 'first_report', 0),
  ('first_upvote', '👍', 1, 'getting_started', 1, 'first_vote', 0),
  ('first_reaction', '😊', 1, 'getting_started', 1, 'first_reaction', 0),
  ('first_share', '🔗', 1, 'getting_started', 1, 'first_share', 0),
  ('scholar', '🎓', 1, 'getting_started', 1, 'asked_and_accepted', 0),
  ('solved', '✅', 1, 'community', 1, 'answer_accepted', 0),
  ('nice_answer', '💬', 1, 'posting', 0, 'answer_score', 10),
  ('good_answer', '💬', 2, 'posting', 0, 'answer_score', 25),
  ('great_answer', '💬', 3, 'posting', 0, 'answer_score', 50),
  ('nice_question', '❓', 1, 'posting', 0, 'question_score', 10),
  ('good_question', '❓', 2, 'posting', 0, 'question_score', 25),
  ('great_question', '❓', 3, 'posting', 0, 'question_score', 50);
