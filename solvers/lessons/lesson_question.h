#pragma once
/// A step's question (lesson.h `Question`), read from its `question` (by language) and
/// `answer` keys: `answer: number FIGURE`, `answer: choice FIGURE BOUND BOUND [BOUND]` or
/// `answer: square`. The figure is written as a placeholder's inside (`checks`,
/// `checks@v1`, `counter:classes`), a count of a run the step makes; a square is asked of
/// a traced run (`run: step N`), whose next placement answers it.
#include <optional>

#include "lesson.h"
#include "lesson_entries.h"

namespace pw::lessons {

/// Reads the question of the step whose keys are `keys` into `step->question` (kind None
/// when it asks none); the step's run and version are read already.
std::optional<LessonError> readQuestion(const Keys& keys, int sectionLine, LessonStep* step);

}  // namespace pw::lessons
