class WarmupConstant:
    def __init__(self, peak, warmup_steps):
        self.peak = peak
        self.warmup_steps = warmup_steps

    def __call__(self, count):
        if count < self.warmup_steps:  # expect: JAX101
            return self.peak * count / self.warmup_steps
        return self.peak
