#pragma once
/// The `events` section of a run file (docs/RUN_FILES.md): every event with what changed
/// since the one before, as varints. Written from a recording in one walk; read back by
/// appending to a recording, which keeps its own compact form.
#include <string>
#include <string_view>

#include "recording.h"
#include "run_file.h"

namespace pw::run_file {

void writeEvents(const Recording& recording, std::string& out);
/// Reads `data` (which starts at byte `base` of the file) into `recording`; false with
/// `error` filled (its section is the caller's to set).
bool readEvents(std::string_view data, std::size_t base, Recording& recording, RunFileError& error);

}  // namespace pw::run_file
