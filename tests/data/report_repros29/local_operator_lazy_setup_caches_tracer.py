# Thread: https://github.com/netket/netket/issues/1791
# Shape: a JAX local operator sets up its padded tables lazily: `get_conn_padded` calls `_setup()`, which computes `self._max_conn_size` and the diagonal from the operator's arrays and stores them on `self` the first time; the first call happens inside a sampler's jitted step (the operator is a module-level object the transition rule reads), so the cached tables are tracers and the next eager use reads them
# expect: UnexpectedTracerError at line 25; cause line 16
import jax
import jax.numpy as jnp


class LocalOperatorJax:
    def __init__(self, diag_mels, flip_mels):
        self._diag_mels = jnp.asarray(diag_mels)
        self._flip_mels = jnp.asarray(flip_mels)
        self._initialized = False

    def _setup(self):
        if not self._initialized:
            self._diagonal = self._diag_mels * 1.0
            self._max_conn_size = self._flip_mels.shape[0] + 1
            self._initialized = True

    def get_conn_padded(self, x):
        self._setup()
        n = x.shape[-1]
        flips = 1.0 - 2.0 * jnp.eye(n)
        xp = jnp.concatenate([x[..., None, :], x[..., None, :] * flips], axis=-2)
        mels = jnp.concatenate([jnp.sum(self._diagonal * x, axis=-1, keepdims=True),
                                jnp.broadcast_to(self._flip_mels, x.shape[:-1] + (n,))], axis=-1)
        return xp, mels


hamiltonian = LocalOperatorJax(diag_mels=jnp.ones(4), flip_mels=-jnp.ones(4))


class MetropolisHamiltonianRule:
    def transition(self, key, x):
        xp, mels = hamiltonian.get_conn_padded(x)
        choice = jax.random.randint(key, x.shape[:-1], 1, xp.shape[-2])
        return jnp.take_along_axis(xp, choice[..., None, None], axis=-2)[..., 0, :]


rule = MetropolisHamiltonianRule()
sample_step = jax.jit(rule.transition)
x = jnp.ones((16, 4))
x = sample_step(jax.random.PRNGKey(0), x)
print(x.shape)
xp, mels = hamiltonian.get_conn_padded(x)
print(mels.sum())
