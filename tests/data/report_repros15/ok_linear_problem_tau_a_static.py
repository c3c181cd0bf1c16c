# Thread: https://github.com/ott-jax/ott/issues/388
# Shape: the workaround from the thread: `tau_a` is a static argument (`jax.jit(mysink, static_argnums=(2,))`), so the problem's `is_balanced` property compares Python floats
# expect: ok
import jax
import jax.numpy as jnp


class PointCloud:
    def __init__(self, x, y, epsilon=0.1):
        self.x = x
        self.y = y
        self.epsilon = epsilon

    @property
    def cost_matrix(self):
        return jnp.sum((self.x[:, None, :] - self.y[None, :, :]) ** 2, axis=-1)


class LinearProblem:
    def __init__(self, geom, a=None, b=None, tau_a=1.0, tau_b=1.0):
        self.geom = geom
        n, m = geom.x.shape[0], geom.y.shape[0]
        self.a = jnp.ones(n) / n if a is None else a
        self.b = jnp.ones(m) / m if b is None else b
        self.tau_a = tau_a
        self.tau_b = tau_b

    @property
    def is_balanced(self):
        return self.tau_a == 1.0 and self.tau_b == 1.0


class Sinkhorn:
    def __init__(self, num_iterations=30):
        self.num_iterations = num_iterations

    def __call__(self, prob):
        eps = prob.geom.epsilon
        cost = prob.geom.cost_matrix
        rho_a = 1.0 if prob.is_balanced else prob.tau_a
        f = jnp.zeros_like(prob.a)
        g = jnp.zeros_like(prob.b)
        for _ in range(self.num_iterations):
            f = rho_a * (eps * jnp.log(prob.a) - eps * jax.nn.logsumexp((g[None, :] - cost) / eps, axis=1))
            g = eps * jnp.log(prob.b) - eps * jax.nn.logsumexp((f[:, None] - cost) / eps, axis=0)
        return jnp.sum(f * prob.a) + jnp.sum(g * prob.b)


def mysink(x, y, tau_a):
    geom = PointCloud(x, y)
    prob = LinearProblem(geom=geom, tau_a=tau_a)
    return Sinkhorn()(prob)


x = jax.random.uniform(jax.random.key(0), (12, 3))
y = jax.random.uniform(jax.random.key(1), (16, 3))
print(mysink(x, y, 1.0))
print(jax.jit(mysink, static_argnums=(2,))(x, y, 1.0))
