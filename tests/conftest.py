import os

# Tests run on CPU whatever the machine has; the runtime checker's own tests pick devices.
os.environ.setdefault("JAX_PLATFORMS", "cpu")
# The results cache is exercised by its own tests; elsewhere it would only hide changes.
os.environ.setdefault("JAXLINT_NO_CACHE", "1")
# The runtime checker runs user code in the active virtualenv's interpreter by default; the
# tests verify with the interpreter running them (tests of that default set it themselves).
os.environ.pop("VIRTUAL_ENV", None)


import pytest

# JAX's global checkers and modes an executed example may switch on: restored after every test,
# so a case that turns on the tracer-leak checker cannot change how a later case (in any order) runs.
_JAX_FLAGS = ("jax_check_tracer_leaks", "jax_debug_key_reuse", "jax_debug_nans", "jax_debug_infs",
              "jax_disable_jit", "jax_enable_x64")


@pytest.fixture(autouse=True)
def _restore_jax_flags():
    import sys

    jax = sys.modules.get("jax")  # only once some test imported it: jaxlint's own tests stay jax-free
    saved = {flag: getattr(jax.config, flag) for flag in _JAX_FLAGS} if jax is not None else None
    yield
    if saved is not None:
        for flag, value in saved.items():
            if getattr(jax.config, flag) != value:
                jax.config.update(flag, value)
