"""The Jupyter project's own kernel conformance suite (Debian's python3-jupyter-kernel-test)
against the alea kernel, with alea's code samples: execution to stdout and stderr, results,
display_data, errors, completion, inspection, is_complete and history (tail, range, search).
Every message is validated against the protocol's schema by the suite."""
import unittest

import jupyter_kernel_test


class AleaKernelTests(jupyter_kernel_test.KernelTests):
    kernel_name = "alea"
    language_name = "lua"
    file_extension = ".lua"

    code_hello_world = 'print("hello, world")'
    code_stderr = 'io.stderr:write("a warning\\n")'

    # The REPL's completion: a module's functions after '.', the partial name replaced.
    completion_samples = [
        {"text": "cgt.robin_h", "matches": {"robin_hood"}},
        {"text": "alea.qui", "matches": {"quiet"}},
        {"text": "prob.dic", "matches": {"dice"}},
    ]

    complete_code_samples = ["1 + 1", "x = 1", "for i = 1, 3 do print(i) end", 'cgt("{3||2*|1*}"):thermograph()']
    incomplete_code_samples = ["for i = 1, 3 do", "function f(x)", "t = {1, 2,", 'print("a",']
    invalid_code_samples = ["x = = 1", "end", "1 + * 2"]

    code_inspect_sample = "alloc.wdl"

    code_generate_error = 'error("boom")'

    # The value of the last expression, as the REPL prints it; thermographs draw as SVG.
    code_execute_result = [
        {"code": "1 + 1", "result": "2"},
        {"code": "rat(1, 3) + rat(1, 6)", "result": "1/2"},
        {"code": 'cgt("{3||2*|1*}"):mean()', "mime": "text/latex", "result": "$\\frac{9}{4} \\approx 2.25$"},
        {"code": 'cgt("{3||2*|1*}"):thermograph()', "mime": "image/svg+xml"},
    ]

    # Pictures drawn without a file show in the cell as they are made.
    code_display_data = [
        {"code": 'cgt("{3||2*|1*}"):thermograph():to_svg();', "mime": "image/svg+xml"},
        {"code": "alea.plot{x = {1, 2, 3}, y = {1, 4, 9}};", "mime": "image/svg+xml"},
        {"code": "graph.tug_of_war(3):to_svg();", "mime": "image/svg+xml"},
    ]

    code_history_pattern = "1 + 1"
    supported_history_operations = ("tail", "range", "search")


if __name__ == "__main__":
    unittest.main(verbosity=2)
