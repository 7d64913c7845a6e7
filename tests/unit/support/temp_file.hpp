#pragma once
// A path in the system's temporary directory that no other process uses: the tests of several
// builds (Release and ASan, and other checkouts on the same machine) run at once, and two runs
// writing one fixed path would read each other's files.
#include <unistd.h>

#include <filesystem>
#include <string>

namespace alea::test {

inline std::string temp_file(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("alea-test-" + std::to_string(getpid()) + "-" + name)).string();
}

}  // namespace alea::test
