export declare function readPo(text: string): Map<string, string>
