"""What the conformance suite does not cover, through jupyter_client as a notebook drives the
kernel: the rich forms of results (SVG, HTML tables, LaTeX), pictures and progress shown as they
are made, print and io.write streamed, errors with their traceback, the memory guard, Ctrl-C
(SIGINT, as the notebook's interrupt button sends it, and interrupt_request on the control
channel), and the kernel's state kept through all of them."""
import os
import re
import subprocess
import time
import unittest

import session
from session import of_type, run, stream_text

ALEA = os.environ.get("ALEA_BINARY", "alea")


def repl_table(expression):
    """The REPL's table of an array of records, from the alea binary (alea.table is the printer's
    table, kit/show.hpp), at the notebook's width and height: the kernel's text/plain must be it."""
    out = subprocess.run([ALEA, "-e", "io.write(alea.table(" + expression + ", {width = 100, height = 60}))"],
                         capture_output=True, text=True, check=True)
    return out.stdout


class KernelTest(unittest.TestCase):
    """One kernel for the tests of a class."""

    @classmethod
    def setUpClass(cls):
        cls.km, cls.kc = session.start()

    @classmethod
    def tearDownClass(cls):
        cls.kc.stop_channels()
        cls.km.shutdown_kernel(now=True)

    def setUp(self):
        session.drain(self.kc)


class Client(KernelTest):

    def ok(self, code):
        reply, outputs = run(self.kc, code)
        self.assertEqual(reply["status"], "ok", msg=str(reply))
        return outputs

    def result(self, code):
        results = of_type(self.ok(code), "execute_result")
        self.assertEqual(len(results), 1)
        return results[0]["content"]["data"]

    # --- rich results ---

    def test_rat_is_latex_with_its_decimal(self):
        data = self.result("rat(5, 9)")
        self.assertEqual(data["text/plain"], "5/9")
        self.assertEqual(data["text/latex"], "$\\frac{5}{9} \\approx 0.555556$")
        data = self.result("-rat(7)")
        self.assertEqual(data["text/latex"], "$-7$")
        # 2^-70: digits too many for a line: the decimal beside the fraction, in LaTeX's exponent.
        data = self.result("rat(1, 2)^70")
        self.assertEqual(data["text/latex"], "$\\frac{1}{1180591620717411303424} \\approx 8.47033 \\times 10^{-22}$")

    def test_estimate_is_latex_with_its_bound(self):
        data = self.result("alea.estimate(1.5, 1e-9)")
        self.assertEqual(data["text/latex"], "$1.5 \\pm 10^{-9}$")
        data = self.result("alea.estimate(0.25, 3.5e-12)")
        self.assertEqual(data["text/latex"], "$0.25 \\pm 3.5 \\times 10^{-12}$")

    def test_records_are_an_html_table_beside_the_repl_text(self):
        code = 'cgt.robin_hood(9, 3, 2) + cgt.robin_hood(4, 2, 1)'
        data = self.result("(" + code + '):first_moves("right")')
        html = data["text/html"]
        # The columns in the record's order, as the REPL's table has them; numbers right-aligned.
        header = re.findall(r"<th[^>]*>([^<]*)</th>", html)
        self.assertEqual(header, ["", "component", "move", "after", "stop", "wins"])
        self.assertIn('<td style="text-align:right">-2</td>', html)
        self.assertEqual(data["text/plain"], repl_table("(" + code + '):first_moves("right")'))

    def test_html_escapes_cells(self):
        html = self.result('{{name = "<b>&</b>", n = 1}}')["text/html"]
        self.assertIn("&lt;b&gt;&amp;&lt;/b&gt;", html)
        self.assertNotIn("<b>&", html)

    def test_objects_with_to_svg_show_as_svg(self):
        for code in ['cgt("{3||2*|1*}"):thermograph()', "alloc.tournament(prob{3, 2, 1}, 2)",
                     "boolfn.majority(3):decision_tree().tree", "graph.tug_of_war(3)",
                     "doubling.tree(2, 1, {a = 2, b = 3})"]:
            with self.subTest(code=code):
                data = self.result(code)
                self.assertIn("<svg", data["image/svg+xml"])
                self.assertIn("text/plain", data)

    def test_a_picture_shows_once_as_it_is_made(self):
        outputs = self.ok('T = cgt("{2|-1}"):thermograph()\nT:plot{title = "{2|-1}"}')
        shown = of_type(outputs, "display_data")
        self.assertEqual(len(shown), 1)
        self.assertIn("<svg", shown[0]["content"]["data"]["image/svg+xml"])
        self.assertEqual(of_type(outputs, "execute_result"), [])  # the result is that picture
        # A loop that draws shows each picture.
        outputs = self.ok("for n = 6, 8 do cgt.robin_hood(n, 5, 4):thermograph():to_svg() end")
        self.assertEqual(len(of_type(outputs, "display_data")), 3)

    def test_last_expression_of_statements_is_the_result(self):
        data = self.result("local g = cgt(\"{3||2*|1*}\")\ng:mean()")
        self.assertEqual(data["text/plain"], "9/4")
        self.assertEqual(of_type(self.ok("x = 1\n-1"), "execute_result"), [])  # Lua reads x = 1 - 1
        self.assertEqual(self.result("x")["text/plain"], "0")
        self.assertEqual(of_type(self.ok("x + 1;"), "execute_result"), [])  # a ';' keeps it quiet

    # --- streams ---

    def test_print_and_io_write_stream_in_order(self):
        outputs = self.ok('io.write("a", 1, "\\n"); print("b", rat(1, 2)); io.stderr:write("c\\n"); print("d")')
        streams = [(m["content"]["name"], m["content"]["text"]) for m in of_type(outputs, "stream")]
        self.assertEqual("".join(t for n, t in streams if n == "stdout"), "a1\nb\t1/2\nd\n")
        self.assertEqual(stream_text(outputs, "stderr"), "c\n")
        order = "".join(t for _, t in streams)
        self.assertEqual(order, "a1\nb\t1/2\nc\nd\n")

    def test_help_prints_into_the_cell(self):
        self.assertIn("alloc.wdl(X, Y", stream_text(self.ok("help(alloc.wdl)")))

    def test_io_read_meets_end_of_input(self):
        self.assertEqual(self.result("io.read()")["text/plain"], "nil")

    # --- errors ---

    def test_an_error_shows_its_message_and_traceback(self):
        reply, outputs = run(self.kc, 'local function f() error("boom") end\nlocal y = f()')
        self.assertEqual(reply["status"], "error")
        err = of_type(outputs, "error")[0]["content"]
        self.assertRegex(err["evalue"], r"^\[\d+\]:1: boom$")
        # Lua's traceback, the cell's lines numbered as typed.
        self.assertEqual(err["traceback"][1:], ["stack traceback:", "\t[C]: in function 'error'",
                                                 "\t" + err["evalue"].split(":")[0] + ":1: in local 'f'",
                                                 "\t" + err["evalue"].split(":")[0] + ":2: in main chunk"])

    def test_an_argument_error_names_the_function(self):
        reply, outputs = run(self.kc, "alloc.wdl(1)")
        self.assertEqual(reply["status"], "error")
        self.assertTrue(reply["evalue"].startswith("alloc.wdl: "), reply["evalue"])

    def test_a_syntax_error(self):
        reply, _ = run(self.kc, "x = = 1")
        self.assertEqual(reply["ename"], "SyntaxError")
        reply, _ = run(self.kc, "for i = 1, 2 do")
        self.assertEqual(reply["ename"], "SyntaxError")
        self.assertIn("<eof>", reply["evalue"])

    def test_the_memory_guard_refuses_and_the_kernel_lives(self):
        self.ok("guard = alea.limits().memory; y = 7")
        reply, _ = run(self.kc, "alea.limits{memory = 256 * 2^20}\nalloc.all(prob.uniform(200), 3)")
        self.assertEqual(reply["status"], "error")
        self.assertIn("over the memory limit", reply["evalue"])
        self.ok("alea.limits{memory = guard}")
        self.assertEqual(self.result("y")["text/plain"], "7")

    # --- protocol details the suite leaves out ---

    def test_completion_of_methods_after_a_colon(self):
        self.ok('g = cgt("{3||2*|1*}")')
        self.kc.complete("g:therm")
        reply = self.kc.get_shell_msg(timeout=session.TIMEOUT)["content"]
        self.assertEqual(reply["matches"], ["thermograph"])
        self.assertEqual((reply["cursor_start"], reply["cursor_end"]), (2, 7))

    def test_completion_counts_code_points(self):
        self.kc.complete('s = "é"; cgt.robin_h')
        reply = self.kc.get_shell_msg(timeout=session.TIMEOUT)["content"]
        self.assertEqual(reply["cursor_start"], len('s = "é"; cgt.'))

    def test_inspect_is_help(self):
        for code, pos, want in [("alloc.wdl", 9, "alloc.wdl(X, Y"), ("rat(1, ", 7, "rat(n [, d])"),
                                ("x = cgt.robin_hood", 12, "cgt.robin_hood(n, a, b)")]:
            with self.subTest(code=code):
                self.kc.inspect(code, pos)
                reply = self.kc.get_shell_msg(timeout=session.TIMEOUT)["content"]
                self.assertTrue(reply["found"])
                self.assertIn(want, reply["data"]["text/plain"])
        self.kc.inspect("no_such_name", 5)
        self.assertFalse(self.kc.get_shell_msg(timeout=session.TIMEOUT)["content"]["found"])

    def test_kernel_info(self):
        self.kc.kernel_info()
        info = self.kc.get_shell_msg(timeout=session.TIMEOUT)["content"]
        lang = info["language_info"]
        self.assertEqual((lang["name"], lang["file_extension"], lang["pygments_lexer"]), ("lua", ".lua", "lua"))
        self.assertTrue(lang["version"].startswith("5.4"))
        self.assertEqual(info["implementation"], "alea")


class Interrupts(KernelTest):
    """Ctrl-C in a notebook. What is guaranteed, whatever the machine's load: the interrupted cell
    ends with an interrupt error, the kernel answers afterwards, and it keeps its state. The cell
    says when it runs (a line on stdout), so the interrupt never lands before it starts."""

    def interrupt(self, code, press):
        msg_id = self.kc.execute('print("running")\n' + code)
        session.wait_for_stream(self.kc, msg_id, "running")
        press()
        reply, _ = session.collect(self.kc, msg_id)
        self.assertEqual(reply["status"], "error")
        self.assertEqual(reply["ename"], "Interrupted", msg=reply["evalue"])
        reply, outputs = run(self.kc, "kept")
        self.assertEqual(of_type(outputs, "execute_result")[0]["content"]["data"]["text/plain"], "42")

    def test_sigint_stops_lua_code(self):
        run(self.kc, "kept = 42")
        self.interrupt("while true do end", self.km.interrupt_kernel)

    def test_sigint_stops_a_long_cpp_call(self):
        run(self.kc, "kept = 42")
        # The 36-token emperor check: billions of opponents, Ctrl-C polled in the C++ walk.
        self.interrupt("alloc.is_emperor(alloc(prob.dice(2), {0,2,3,4,6,7,5,4,3,2,0}))", self.km.interrupt_kernel)

    def test_interrupt_request_on_the_control_channel(self):
        run(self.kc, "kept = 42")

        def request():
            self.kc.control_channel.send(self.kc.session.msg("interrupt_request", {}))
            self.assertEqual(self.kc.get_control_msg(timeout=session.TIMEOUT)["msg_type"], "interrupt_reply")

        self.interrupt("while true do end", request)


class Progress(KernelTest):
    """A long call's progress bar is one display in the cell, updated in place."""

    def test_progress_is_updated_in_place(self):
        # A ruleset whose every move takes 25 ms of CPU: 60 positions walked take at least 1.5 s
        # whatever the machine (CPU time is never more than the time passed), past the 1 s after
        # which a bar is drawn.
        run(self.kc, "slow = cgt.ruleset{left = function(n) local t = os.clock() while os.clock() - t < 0.025 do end "
                     "return n > 0 and {n - 1} or {} end, right = function(n) return n > 1 and {n - 2} or {} end}")
        reply, outputs = run(self.kc, "slow:thermograph(60)")
        self.assertEqual(reply["status"], "ok")
        shown = of_type(outputs, "display_data")
        updates = of_type(outputs, "update_display_data")
        self.assertEqual(len(shown), 1)
        self.assertGreaterEqual(len(updates), 1)
        bar = shown[0]["content"]["transient"]["display_id"]
        self.assertTrue(all(u["content"]["transient"]["display_id"] == bar for u in updates))


class Shutdown(unittest.TestCase):
    def test_shutdown_request_ends_the_kernel(self):
        km, kc = session.start()
        try:
            session.run(kc, "x = 1")
            kc.shutdown()
            reply = kc.get_control_msg(timeout=session.TIMEOUT)
            self.assertEqual(reply["msg_type"], "shutdown_reply")
            self.assertFalse(reply["content"]["restart"])
            for _ in range(10 * session.TIMEOUT):  # the process ends after its reply
                if not km.is_alive():
                    break
                time.sleep(0.1)
            self.assertFalse(km.is_alive())
        finally:
            kc.stop_channels()
            if km.is_alive():
                km.shutdown_kernel(now=True)


if __name__ == "__main__":
    unittest.main(verbosity=2)
