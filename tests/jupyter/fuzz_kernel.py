"""The registry fuzzer (tests/fuzz/registry_fuzz.lua) driven through the Jupyter kernel: every
bound function and method with random arguments, one call per cell, so each result goes through
the kernel's display (SVG, HTML tables, LaTeX) and each error through its error path. This driver
is the user at Ctrl-C, as tests/host/test_limits.cpp is for the REPL: a cell still running a
second after its call began gets the notebook's interrupt (SIGINT), and one still running
`grace` seconds later is a hang. The kernel must never die, hang, leak a library's words or pass
its memory guard.
  fuzz_kernel.py <registry_fuzz.lua> [seed] [seconds]"""
import os
import queue
import sys
import tempfile
import time

import session

LEAKS = ("basic_string", "std::", "boost::", "Series evaluation", "internal error", "vector::")
PATIENCE, GRACE = 1.0, 5.0
PEAK_MIB = 512  # the fuzzer's 64 MiB guard, the interpreter and generous slack (as registry_fuzz.lua)


def cell(km, kc, stops):
    """Runs fuzz_cell() as a watchdog would; returns (call, outcome), or raises on a hang."""
    msg_id = kc.execute("fuzz_cell()")
    call, began, interrupted = None, None, None
    while True:
        try:
            msg = kc.get_iopub_msg(timeout=0.05)
        except queue.Empty:
            msg = None
        now = time.monotonic()
        if msg and msg["parent_header"].get("msg_id") == msg_id:
            if msg["msg_type"] == "stream" and msg["content"]["text"].startswith("begin "):
                call, began = msg["content"]["text"].strip(), now
            if msg["msg_type"] == "status" and msg["content"]["execution_state"] == "idle":
                break
        if began and not interrupted and now - began > PATIENCE:
            km.interrupt_kernel()
            interrupted = now
        if interrupted and now - interrupted > GRACE:
            raise AssertionError("hang: %s did not end %.0f s after the interrupt" % (call, GRACE))
        if not km.is_alive():
            raise AssertionError("the kernel died during %s" % call)
    if interrupted:
        stops.append(time.monotonic() - interrupted)
    while True:
        reply = kc.get_shell_msg(timeout=session.TIMEOUT)
        if reply["parent_header"].get("msg_id") == msg_id:
            content = reply["content"]
            outcome = "ok" if content["status"] == "ok" else "error " + content.get("evalue", "")
            return call, outcome


def main():
    script = os.path.abspath(sys.argv[1])
    seed = sys.argv[2] if len(sys.argv) > 2 else "1"
    seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 20
    with tempfile.TemporaryDirectory() as here:  # random strings reach functions that write files
        km, kc = session.start(cwd=here)
        try:
            reply, _ = session.run(kc, 'arg = {[0] = %r, "%s", "0", "kernel"}; dofile(arg[0])' % (script, seed))
            assert reply["status"] == "ok", reply
            calls, stops, failures = 0, [], []
            deadline = time.monotonic() + seconds
            while time.monotonic() < deadline:
                call, outcome = cell(km, kc, stops)
                if call is None:
                    continue  # the pick had nothing to call
                calls += 1
                if any(w in outcome for w in LEAKS) or "not enough memory" in outcome:
                    failures.append("%s -> %s" % (call, outcome))
            reply, outputs = session.run(kc, "fuzz_peak()")
            peak = int(session.of_type(outputs, "execute_result")[0]["content"]["data"]["text/plain"])
        finally:
            kc.stop_channels()
            km.shutdown_kernel(now=True)
    print("done %d calls through the kernel, %d interrupted (slowest stop %.2f s), memory peak %d MiB"
          % (calls, len(stops), max(stops, default=0), peak))
    for f in failures:
        print("FAIL", f)
    if peak > PEAK_MIB:
        print("FAIL memory peak %d MiB over %d" % (peak, PEAK_MIB))
    sys.exit(1 if failures or peak > PEAK_MIB or calls == 0 else 0)


if __name__ == "__main__":
    main()
