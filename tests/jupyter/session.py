"""Driving the alea kernel from tests, as a notebook does: jupyter_client starts the kernelspec
`alea` (installed into the build folder by `alea --install-kernel --prefix`, found through
JUPYTER_PATH) and each cell's messages are collected until the kernel is idle again."""
import queue

from jupyter_client.manager import start_new_kernel

TIMEOUT = 120  # seconds for a cell; generous on a loaded machine, never reached by a passing test


def start(cwd=None):
    """The kernel manager and a blocking client with every channel started."""
    extra = {"cwd": cwd} if cwd else {}
    return start_new_kernel(kernel_name="alea", startup_timeout=TIMEOUT, **extra)


def collect(kc, msg_id, timeout=TIMEOUT, on_message=None):
    """The iopub messages of one request up to its idle status, then its shell reply."""
    outputs = []
    while True:
        msg = kc.get_iopub_msg(timeout=timeout)
        if msg["parent_header"].get("msg_id") != msg_id:
            continue
        if msg["msg_type"] == "status":
            if msg["content"]["execution_state"] == "idle":
                break
            continue
        if on_message:
            on_message(msg)
        outputs.append(msg)
    while True:
        reply = kc.get_shell_msg(timeout=timeout)
        if reply["parent_header"].get("msg_id") == msg_id:
            return reply["content"], outputs


def run(kc, code, timeout=TIMEOUT):
    """Executes a cell: its execute_reply content and its output messages (execute_input left out)."""
    reply, outputs = collect(kc, kc.execute(code), timeout)
    return reply, [m for m in outputs if m["msg_type"] != "execute_input"]


def of_type(outputs, msg_type):
    return [m for m in outputs if m["msg_type"] == msg_type]


def stream_text(outputs, name="stdout"):
    return "".join(m["content"]["text"] for m in of_type(outputs, "stream") if m["content"]["name"] == name)


def wait_for_stream(kc, msg_id, text, timeout=TIMEOUT):
    """Reads iopub until the cell msg_id has written `text` on stdout; returns the messages read."""
    seen, got = "", []
    while text not in seen:
        msg = kc.get_iopub_msg(timeout=timeout)
        got.append(msg)
        if msg["parent_header"].get("msg_id") == msg_id and msg["msg_type"] == "stream":
            seen += msg["content"]["text"]
    return got


def drain(kc):
    """Drops the messages left from earlier requests (each test reads its own by msg_id, so this
    is tidiness, not a wait: a message still on its way is skipped by the next reader)."""
    for get in (kc.get_iopub_msg, kc.get_shell_msg):
        while True:
            try:
                get(timeout=0.01)
            except queue.Empty:
                break
