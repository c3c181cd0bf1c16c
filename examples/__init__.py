"""A tiny MLP classifier in plain JAX: the demo project for `jaxlint check examples/`.

`examples.train.main()` runs the working training path end to end. Next to it sit a few
functions with the mistakes jaxlint exists to catch; each offending line carries a trailing
comment naming the diagnostic code jaxlint should report there.

Importing the package is cheap: nothing is traced or compiled until a function is called.
"""
