# Thread: https://github.com/jax-ml/jax/issues/2261
# Shape: the fix: each Python `while` becomes a `lax.while_loop` whose state carries the counter and the running quantity, so the traced bounds are only compared inside the loop conditions
# expect: ok
import jax
from jax import lax


def control(a, b):
    def k_loop(state):
        i, j, k, quantity = state
        return i, j, k - 1, quantity + i + j + k

    def j_loop(state):
        i, j, quantity = state
        _, _, _, quantity = lax.while_loop(lambda s: s[2] > 0, k_loop, (i, j, 2 * j + 1, quantity))
        return i, j - 1, quantity

    def i_loop(state):
        i, quantity = state
        _, _, quantity = lax.while_loop(lambda s: s[1] > 0, j_loop, (i, 2 * i + 1, quantity))
        return i - 1, quantity

    _, quantity = lax.while_loop(lambda s: s[0] > 0, i_loop, (a + b, 0))
    return quantity


@jax.jit
def test(a, b):
    return control(a, b) + 0


print(test(1, 1))
