#pragma once
/// puzzle-bench's own English for the solvers' notices (core/notice.h): the GUI words
/// them through tr(), the bench keeps plain English sentences in its tables and JSON.
#include <string>
#include <string_view>

#include "core/notice.h"

namespace pw::bench {

/// One or two English sentences for a notice of `puzzle`'s solvers; empty for none.
std::string englishNotice(std::string_view puzzle, const Notice& notice);

}  // namespace pw::bench
