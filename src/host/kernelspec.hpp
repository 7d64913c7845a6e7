#pragma once
// alea in Jupyter, from the alea binary: the kernelspec `alea` and the way to the kernel.
// The kernel itself is the program alea-kernel (src/host/kernel/), built beside alea by
// `make notebook` and `make test`, so `make run` builds and installs nothing of Jupyter's.
#include <string>

namespace alea::host {

// alea --install-kernel [--prefix DIR]: writes kernel.json of the kernelspec `alea` into
// DIR/share/jupyter/kernels/alea, or without a prefix into the user's Jupyter data folder
// ($JUPYTER_DATA_DIR, else $XDG_DATA_HOME/jupyter, else ~/.local/share/jupyter, where
// jupyter_core looks). The kernelspec runs alea-kernel from alea's own folder. Returns the exit
// status: 0, or 1 after a message on stderr (no alea-kernel beside alea, an unwritable folder).
int install_kernel(const std::string& prefix);

// alea --kernel <connection file>: becomes alea-kernel (exec); returns 1 with a message when it
// cannot.
int run_kernel(const std::string& connection_file);

}  // namespace alea::host
