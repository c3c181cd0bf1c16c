"""PaiNN message and update blocks over scalar (s) and vector (v) atom features."""
import jax
import jax.numpy as jnp

from ..geometry import bessel_rbf, cosine_cutoff
from .linear import dense, dense_init


class MessageBlock:
    def __init__(self, features, n_rbf, cutoff):
        self.f, self.n_rbf, self.cutoff = features, n_rbf, cutoff

    def init(self, key):
        k1, k2, k3 = jax.random.split(key, 3)
        return {"phi1": dense_init(k1, self.f, self.f), "phi2": dense_init(k2, self.f, 3 * self.f),
                "filter": dense_init(k3, self.n_rbf, 3 * self.f)}

    def __call__(self, params, s, v, idx, valid, disp):
        r = jnp.linalg.norm(disp + 1e-9, axis=-1)
        unit = disp / r[..., None]
        w = dense(params["filter"], bessel_rbf(r, self.n_rbf, self.cutoff))
        w = w * cosine_cutoff(r, self.cutoff)[..., None] * valid[..., None]
        x = dense(params["phi2"], jax.nn.silu(dense(params["phi1"], s)))[idx] * w
        ds, dvv, dvs = jnp.split(x, 3, axis=-1)
        dv = v[idx] * dvv[..., None, :] + unit[..., :, None] * dvs[..., None, :]
        return s + ds.sum(1), v + dv.sum(1)


class UpdateBlock:
    def __init__(self, features):
        self.f = features

    def init(self, key):
        k1, k2, k3, k4 = jax.random.split(key, 4)
        return {"U": dense_init(k1, self.f, self.f, bias=False), "V": dense_init(k2, self.f, self.f, bias=False),
                "a1": dense_init(k3, 2 * self.f, self.f), "a2": dense_init(k4, self.f, 3 * self.f)}

    def __call__(self, params, s, v):
        uv = jnp.einsum("nxf,fg->nxg", v, params["U"]["w"])
        vv = jnp.einsum("nxf,fg->nxg", v, params["V"]["w"])
        norm = jnp.sqrt(jnp.sum(vv ** 2, axis=1) + 1e-8)
        a = dense(params["a2"], jax.nn.silu(dense(params["a1"], jnp.concatenate([s, norm], -1))))
        avv, asv, ass = jnp.split(a, 3, axis=-1)
        return s + asv * jnp.sum(uv * vv, axis=1) + ass, v + avv[:, None, :] * uv
