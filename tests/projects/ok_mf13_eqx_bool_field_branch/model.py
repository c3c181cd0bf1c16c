import equinox as eqx
import jax


class Linear(eqx.Module):
    w: jax.Array
    b: jax.Array
    use_bias: bool = eqx.field(static=True)
