// A libFuzzer target for one reader (PW_FUZZ_READER names it): the same checks as the
// randomized GoogleTest, driven by coverage. Built in the PW_FUZZ tree with clang; with
// PW_FUZZ_CORPUS set, the reader's seeds are written there first, as the start corpus.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>

#include "readers.h"

namespace {

const pw::fuzz::Reader& reader() {
    static const pw::fuzz::Reader* r = pw::fuzz::findReader(PW_FUZZ_READER);
    if (!r) std::abort();
    return *r;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
    if (const char* dir = std::getenv("PW_FUZZ_CORPUS")) {
        int i = 0;
        for (const std::string& seed : reader().seeds())
            std::ofstream(std::string(dir) + "/seed-" + std::to_string(i++), std::ios::binary) << seed;
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    bool accepted = false;
    const std::string problem = reader().check({reinterpret_cast<const char*>(data), size}, &accepted);
    if (!problem.empty()) {
        std::fprintf(stderr, "%s: %s\n", PW_FUZZ_READER, problem.c_str());
        std::abort();
    }
    return 0;
}
