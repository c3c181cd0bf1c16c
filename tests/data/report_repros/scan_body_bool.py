# Thread: https://github.com/jax-ml/jax/issues/23637
# Shape: bool() of the carry in a scan body
# expect: TracerBoolConversionError at line 8
import jax


def body(c, _):
    return bool(c), None


jax.lax.scan(body, 3.0, None, length=1)
