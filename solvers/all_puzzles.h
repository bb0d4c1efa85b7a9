#pragma once
/// The registry with every puzzle and every version built into the program.
#include "core/registry.h"

namespace pw {

const Registry& builtinRegistry();

}  // namespace pw
