# Thread: https://github.com/jax-ml/jax/issues/2261
# Shape: a helper with three nested Python `while` loops whose bounds come from the arguments (`i = a + b; while i > 0: ... while j > 0: ... while k > 0`), called from a jitted wrapper with traced `a` and `b`
# expect: TracerBoolConversionError at line 10
import jax


def control(a, b):
    quantity = 0
    i = a + b
    while i > 0:
        j = 2 * i + 1
        while j > 0:
            k = 2 * j + 1
            while k > 0:
                quantity += i + j + k
                k -= 1
            j -= 1
        i -= 1
    return quantity


@jax.jit
def test(a, b):
    return control(a, b) + 0


print(test(1, 1))
