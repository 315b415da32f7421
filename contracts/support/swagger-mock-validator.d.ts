// The package ships no type declarations; this describes the part of its API used here.
declare module '@pactflow/swagger-mock-validator' {
  export interface ValidationResult {
    code: string;
    message: string;
    type: 'error' | 'warning';
    mockDetails?: { interactionDescription?: string; location?: string };
  }

  export interface ValidationOutcome {
    success: boolean;
    errors: ValidationResult[];
    warnings: ValidationResult[];
    failureReason?: string;
  }

  export interface ValidateOptions {
    specPathOrUrl: string;
    mockPathOrUrl: string;
    /** 'true' allows response properties the spec does not declare; default 'false'. */
    additionalPropertiesInResponse?: 'true' | 'false';
    requiredPropertiesInResponse?: 'true' | 'false';
  }

  export const SwaggerMockValidatorFactory: {
    create(auth?: string): { validate(options: ValidateOptions): Promise<ValidationOutcome> };
  };
}
