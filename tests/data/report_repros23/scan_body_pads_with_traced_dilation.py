# Thread: https://github.com/jax-ml/jax/issues/27601
# Shape: a wavelet transform scans over its levels; the scan body computes the dilation `2 ** level` from the scanned level and uses it for `jnp.pad` widths, which must be static ints
# expect: ConcretizationTypeError at line 16
import jax
import jax.numpy as jnp
import numpy as np

filt_len = 4


def scan_body(res_lo, current_level):
    dilation = 2 ** current_level
    padl = dilation * (filt_len // 2 - 1)
    padr = dilation * (filt_len // 2)
    pad_config = [(0, 0)] * (res_lo.ndim - 1) + [(padl, padr)]
    res_lo_padded = jnp.pad(res_lo, pad_config, mode="wrap")
    res_hi = res_lo_padded[..., : res_lo.shape[-1]] - res_lo
    return 0.5 * res_lo, res_hi


data = jnp.ones((2, 16))
level = 3
final_res_lo, details = jax.lax.scan(scan_body, data, np.arange(level))
print(final_res_lo.shape, details.shape)
