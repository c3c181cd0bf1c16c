# Thread: https://github.com/jax-ml/jax/issues/2287
# Shape: an explicit Euler loop fills preallocated position/velocity tables with `jax.ops.index_update` (and drops its result); the function was removed from JAX (0.3.2) in favour of `x.at[i].set(v)`
# expect: AttributeError at line 22
import jax
import jax.numpy as np

dt = 1e-3
N = 100
x0 = 1.5
v0 = 0.0


def simulate(x0, v0):
    tab_x = np.zeros(N)
    tab_v = np.zeros(N)
    c = 4 * np.pi ** 2
    x = x0
    v = v0
    for i in range(N):
        x = x + v * dt
        v = v - c * np.sin(x) * dt
        jax.ops.index_update(tab_x, i, x)
        jax.ops.index_update(tab_v, i, v)
    return tab_x, tab_v


tab_x, tab_v = simulate(x0, v0)
print(tab_x[-1], tab_v[-1])
