#pragma once
/// The name of a signal that ended a student's program ("SIGSEGV"): an identifier the
/// front ends quote beside their own words for it.
#include <string>

namespace pw::own {

std::string signalName(int signal);

}  // namespace pw::own
