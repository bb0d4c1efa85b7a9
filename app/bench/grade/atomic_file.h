#pragma once
/// Writes a whole file or nothing, without Qt: the bytes go to a temporary file beside
/// the target, flushed to the disk, which then replaces the target in one rename; a full
/// disk, a crash or a kill mid-write leaves the old file as it was (the GUI does the same
/// through QSaveFile, ui/io/atomic_write.h).
#include <string>

#include "core/result.h"

namespace pw::bench {

/// True, or an error naming the file and the system's reason.
Result<bool> writeFileAtomically(const std::string& path, const std::string& bytes);

}  // namespace pw::bench
