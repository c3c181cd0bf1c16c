"""A bank of feed-forward experts applied to their capacity-sized token buffers."""
import jax
import jax.numpy as jnp


class ExpertFFN:
    def __init__(self, d_model, d_ff, n_experts, activation="gelu"):
        self.d_model, self.d_ff, self.n_experts = d_model, d_ff, n_experts
        self.activation = getattr(jax.nn, activation)

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w_in": jax.random.normal(k1, (self.n_experts, self.d_model, self.d_ff)) / jnp.sqrt(self.d_model),
                "w_out": jax.random.normal(k2, (self.n_experts, self.d_ff, self.d_model)) / jnp.sqrt(self.d_ff)}

    def __call__(self, params, x, dispatch, combine):
        buffers = jnp.einsum("tec,td->ecd", dispatch, x)
        hidden = self.activation(jnp.einsum("ecd,edf->ecf", buffers, params["w_in"]))
        out = jnp.einsum("ecf,efd->ecd", hidden, params["w_out"])
        return jnp.einsum("tec,ecd->td", combine, out)


class DenseFFN:
    def __init__(self, d_model, d_ff):
        self.d_model, self.d_ff = d_model, d_ff

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w_in": jax.random.normal(k1, (self.d_model, self.d_ff)) / jnp.sqrt(self.d_model),
                "w_out": jax.random.normal(k2, (self.d_ff, self.d_model)) / jnp.sqrt(self.d_ff)}

    def __call__(self, params, x):
        return jax.nn.gelu(x @ params["w_in"]) @ params["w_out"]
