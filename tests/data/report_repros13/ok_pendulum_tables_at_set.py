# Thread: https://github.com/jax-ml/jax/issues/2287
# Shape: the answer's fix: the tables are rebound to the updated arrays `tab_x = tab_x.at[i].set(x)`
# expect: ok
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
        tab_x = tab_x.at[i].set(x)
        tab_v = tab_v.at[i].set(v)
    return tab_x, tab_v


tab_x, tab_v = simulate(x0, v0)
print(tab_x[-1], tab_v[-1])
