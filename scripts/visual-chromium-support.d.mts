export function visualChromiumUnsupported(platform?: NodeJS.Platform, arch?: NodeJS.Architecture): string | undefined;
