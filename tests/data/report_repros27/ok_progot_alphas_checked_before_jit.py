# Thread: https://github.com/ott-jax/ott/pull/570
# Shape: the schedule is validated once on the concrete array before the jitted fit, and the constructor no longer asserts on values, so building the solver under jit only stores the traced alphas
# expect: ok
import jax
import jax.numpy as jnp


class ProgOT:
    def __init__(self, alphas, epsilons=None, num_iters=10):
        self.alphas = alphas
        self.epsilons = epsilons
        self.num_iters = num_iters

    def step(self, x, y, alpha):
        displacement = y - x
        return x + alpha * displacement

    def __call__(self, x, y):
        xs = [x]
        for t in range(len(self.alphas)):
            xs.append(self.step(xs[-1], y, self.alphas[t]))
        return jnp.stack(xs)


def check_alphas(alphas):
    if not bool(jnp.all((alphas >= 0.0) & (alphas <= 1.0))):
        raise ValueError("alphas must lie in [0, 1]")
    return alphas


@jax.jit
def fit(x, y, alphas):
    solver = ProgOT(alphas)
    return solver(x, y)


x = jnp.zeros((8, 2))
y = jnp.ones((8, 2))
alphas = check_alphas(jnp.array([0.25, 0.5, 1.0]))
print(fit(x, y, alphas).shape)
