#pragma once
/// A board kept from last time (kept_board.h) back in the model: its text read by its
/// puzzle's reader, what the text leaves out restored, the history starting there (a new
/// session's), and the version chosen for its puzzle chosen again when the puzzle still
/// lists it (a version of the user's own is listed once its file is opened again).
#include <QString>

namespace pw::ui {

class WorkbenchModel;
struct KeptBoard;

/// False, with the reader's sentence in `error`, when the kept text is no board of its
/// puzzle (or the model has no such puzzle): the board is left as it was.
bool restoreKeptBoard(WorkbenchModel& model, const KeptBoard& kept, QString* error);

}  // namespace pw::ui
