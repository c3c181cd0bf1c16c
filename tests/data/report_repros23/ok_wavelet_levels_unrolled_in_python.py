# Thread: https://github.com/jax-ml/jax/issues/27601
# Shape: the same wavelet transform loops over its levels in Python, so each level's dilation and pad widths are plain ints
# expect: ok
import jax
import jax.numpy as jnp

filt_len = 4


def level_step(res_lo, current_level):
    dilation = 2 ** current_level
    padl = dilation * (filt_len // 2 - 1)
    padr = dilation * (filt_len // 2)
    pad_config = [(0, 0)] * (res_lo.ndim - 1) + [(padl, padr)]
    res_lo_padded = jnp.pad(res_lo, pad_config, mode="wrap")
    res_hi = res_lo_padded[..., : res_lo.shape[-1]] - res_lo
    return 0.5 * res_lo, res_hi


@jax.jit
def transform(data):
    details = []
    res_lo = data
    for current_level in range(3):
        res_lo, res_hi = level_step(res_lo, current_level)
        details.append(res_hi)
    return res_lo, jnp.stack(details)


final_res_lo, details = transform(jnp.ones((2, 16)))
print(final_res_lo.shape, details.shape)
