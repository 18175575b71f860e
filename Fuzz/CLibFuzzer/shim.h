#ifndef HITTRACE_CLIBFUZZER_SHIM_H
#define HITTRACE_CLIBFUZZER_SHIM_H

// libFuzzer's driver, called from a fuzz target's own `main`. SwiftPM links every executable with its entry
// point renamed (`<Target>_main`, aliased to `main`), which leaves no room for libFuzzer's `main`: so each fuzz
// target has an ordinary Swift `@main` that hands over to libFuzzer here. The function is defined in the
// libFuzzer runtime that `-sanitize=fuzzer` links (compiler-rt, LLVM 11 and later); it has no header of its own.

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*test_one_input)(const uint8_t *data, size_t size));

/// Runs libFuzzer with the program's arguments (corpus folders, -max_total_time=…, a crash file to replay).
static inline int hittrace_run_fuzzer(int argc, char **argv, int (*test_one_input)(const uint8_t *, size_t)) {
  return LLVMFuzzerRunDriver(&argc, &argv, test_one_input);
}

#endif
