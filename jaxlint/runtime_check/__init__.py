"""The runtime checker: run traced entry points eagerly and compiled, and compare the results.

This package is the only part of jaxlint that executes the user's code, and only when asked
(`jaxlint verify`, `jaxlint check --fix --verify`). The parent side (finding targets and
inputs, launching workers, reporting) never imports user code; `worker` runs it in a
separate, time- and memory-limited process. Keep this file free of imports: the worker
imports the package too.
"""
