"""Wrappers delegate every other attribute to the sampler they wrap."""
import jax


class SamplerWrapper:
    def __init__(self, sampler):
        self.sampler = sampler

    def __getattr__(self, name):
        return getattr(self.sampler, name)


class Thinned(SamplerWrapper):
    def __init__(self, sampler, every=2):
        super().__init__(sampler)
        self.every = every

    def sweep(self, params, key, walkers):
        for sub in jax.random.split(key, self.every):
            walkers = self.sampler.sweep(params, sub, walkers)
        return walkers
